import {
  type CreateDownlineValue,
  type DownlineKind,
  downlineKindsFor,
  downlineTypeFor,
} from '@portal/contracts/agent';
import { AppError } from '@portal/contracts/errors';
import { checkRule } from '@portal/contracts/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, RadioGroup, TextField } from '../../../components/ui/form-field.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { errorText, type Translate } from '../../../lib/error-text.ts';
// The registration page's own rule checks (spec 5), so an agent is refused exactly what a
// visitor registering would be, with the same words.
import { checkNewPassword, ruleFor, ruleHint } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useProblemText } from '../../../lib/use-problem-text.ts';
import { useCreateDownline } from '../api/create-downline.ts';
import { memberTypeText } from '../model/member-type.ts';
import styles from './agent.module.css';

/** The contract's limit on a nickname (createDownlineBodySchema). */
const NICKNAME_MAX = 64;

const FIELDS = ['kind', 'username', 'password', 'confirmPassword', 'nickname'] as const;

/** Refusals that are about one field, though not a VALIDATION_FAILED. */
function fieldsOf(error: unknown, t: Translate): Record<string, string> {
  if (!(error instanceof AppError)) return {};
  if (error.code === 'USERNAME_TAKEN') return { username: errorText(error, t) };
  if (error.code === 'PASSWORD_MISMATCH') return { confirmPassword: errorText(error, t) };
  return {};
}

type Done = CreateDownlineValue;

function Confirmation({
  done,
  onAnother,
  onSeeDownlines,
}: {
  done: Done;
  onAnother: () => void;
  onSeeDownlines: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so a screen reader reads it and the keyboard starts from there.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="agent-register-done">
      <h4 id="agent-register-done" className={styles.doneTitle} ref={headingRef} tabIndex={-1}>
        {t('agent.register.doneTitle')}
      </h4>
      <p role="status" className={styles.doneText}>
        {t('agent.register.doneText', { account: done.account, type: memberTypeText(done.type, t) })}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onAnother}>
          {t('agent.register.another')}
        </Button>
        <Button variant="secondary" onClick={onSeeDownlines}>
          {t('agent.register.seeDownlines')}
        </Button>
      </div>
    </section>
  );
}

/**
 * agentRegisterCentre (spec 2 "register centre (create downline accounts)"): the agent opens an
 * account one level below itself. Username and password follow the merchant's registration
 * rules, checked here with the same engine the server uses; passwords leave encrypted.
 */
export function RegisterCentrePage({
  agentType,
  onSeeDownlines,
}: {
  agentType: number;
  onSeeDownlines: () => void;
}) {
  const { t } = useTranslation();
  const { register: settings } = useSystemInfo();
  const { text } = useProblemText();
  const form = useFormSubmit();
  const create = useCreateDownline();
  const kinds = downlineKindsFor(agentType);
  const [kind, setKind] = useState<DownlineKind>('player');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nickname, setNickname] = useState('');
  const [done, setDone] = useState<Done | null>(null);
  const [again, setAgain] = useState(false);
  const usernameRule = ruleFor(settings, 'username', true);
  const passwordRule = ruleFor(settings, 'password', true);
  const typeOf = (option: DownlineKind) => downlineTypeFor(agentType, option);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedUsername = username.trim();
    const trimmedNickname = nickname.trim();
    const passwords = checkNewPassword(settings, password, confirm);
    const problems = {
      username: text(checkRule(usernameRule, trimmedUsername)),
      password: text(passwords.password),
      confirmPassword: text(passwords.confirm),
      nickname:
        [...trimmedNickname].length > NICKNAME_MAX
          ? t('agent.register.nicknameTooLong', { max: NICKNAME_MAX })
          : null,
    };
    void form.submit(
      problems,
      async () => {
        const value = await create.mutateAsync({
          kind: kinds.includes(kind) ? kind : 'player',
          username: trimmedUsername,
          password: await encryptField(password),
          confirmPassword: await encryptField(confirm),
          ...(trimmedNickname ? { nickname: trimmedNickname } : {}),
        });
        setDone(value);
        return null;
      },
      {
        fieldsOf: (error) => fieldsOf(error, t),
        fields: kinds.length > 1 ? FIELDS : FIELDS.filter((field) => field !== 'kind'),
      },
    );
  };

  // "Open another": the empty form, with the focus on the username.
  useEffect(() => {
    if (!again || done) return;
    form.formRef.current?.querySelector<HTMLElement>('input[name="username"]')?.focus();
    setAgain(false);
  }, [again, done, form.formRef]);

  const another = () => {
    setDone(null);
    setAgain(true);
    setUsername('');
    setPassword('');
    setConfirm('');
    setNickname('');
  };

  if (done) return <Confirmation done={done} onAnother={another} onSeeDownlines={onSeeDownlines} />;

  return (
    <Section title={t('agent.register.title')}>
      <p className={styles.hint}>{t('agent.register.intro')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {kinds.length > 1 ? (
          <RadioGroup
            legend={t('agent.register.kind')}
            name="kind"
            value={kind}
            onValueChange={(value) => setKind(value as DownlineKind)}
            options={kinds.map((option) => ({
              value: option,
              label: memberTypeText(typeOf(option) ?? 0, t),
            }))}
            error={form.errorOf('kind')}
          />
        ) : null}
        <TextField
          name="username"
          label={t('agent.register.username')}
          value={username}
          onValueChange={setUsername}
          error={form.errorOf('username')}
          hint={text(ruleHint(usernameRule))}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          name="password"
          label={t('agent.register.password')}
          value={password}
          onValueChange={setPassword}
          error={form.errorOf('password')}
          hint={text(ruleHint(passwordRule))}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirmPassword"
          label={t('agent.register.confirmPassword')}
          value={confirm}
          onValueChange={setConfirm}
          error={form.errorOf('confirmPassword')}
          autoComplete="new-password"
        />
        <TextField
          name="nickname"
          label={t('agent.register.nickname')}
          value={nickname}
          onValueChange={setNickname}
          error={form.errorOf('nickname')}
          autoComplete="off"
        />
        <FormError text={form.formError} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={form.busy}>
            {form.busy ? t('agent.register.opening') : t('agent.register.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
