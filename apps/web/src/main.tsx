import { systemStatusValueSchema } from '@portal/contracts/system';
console.log(systemStatusValueSchema);
