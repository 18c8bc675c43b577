import type { Banner } from '@portal/contracts/content';
import { Link } from 'react-router';

type BannerSlideProps = { banner: Banner; onImageError: (bannerId: number) => void; eager: boolean };

/** One banner image, wrapped in its link when it has one (route inside the app, URL in a new tab). */
export function BannerSlide({ banner, onImageError, eager }: BannerSlideProps) {
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
      onError={() => onImageError(banner.bannerId)}
    />
  );
  if (banner.linkageType === 'ROUTE' && banner.linkTarget) return <Link to={banner.linkTarget}>{image}</Link>;
  if (banner.linkageType === 'URL' && banner.linkTarget) {
    return (
      <a href={banner.linkTarget} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}
