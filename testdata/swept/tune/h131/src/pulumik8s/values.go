package pulumik8s

import (
	"errors"
	"fmt"
	"net/url"
	"os"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"helm.sh/helm/v3/pkg/getter"
)

func readAsset(p getter.Providers, asset pulumi.Asset) ([]byte, error) {
	switch {
	case asset.Text() != "":
		return []byte(asset.Text()), nil
	case asset.Path() != "":
		return os.ReadFile(asset.Path())
	case asset.URI() != "":
		u, err := url.Parse(asset.URI())
		if err != nil {
			return nil, err
		}
		g, err := p.ByScheme(u.Scheme)
		if err != nil {
			return nil, fmt.Errorf("no protocol handler for uri %q", asset.URI())
		}
		data, err := g.Get(asset.URI(), getter.WithURL(asset.URI()))
		if err != nil {
			return nil, fmt.Errorf("failed to read uri %q: %w", asset.URI(), err)
		}
		return data.Bytes(), nil
	default:
		return nil, errors.New("unrecognized asset type")
	}
}
