package okteto

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

var errURLNotSet = errors.New("the okteto URL is not set")

func parseOktetoURL(u string) (string, error) {
	return parseOktetoURLWithPath(u, "graphql")
}

// parseOktetoURLWithPath mirrors pkg/okteto/client.go: it turns the context URL into the graphql endpoint.
func parseOktetoURLWithPath(u, path string) (string, error) {
	if u == "" {
		return "", errURLNotSet
	}

	parsed, err := url.Parse(u)
	if err != nil {
		return "", err
	}

	if parsed.Scheme == "" {
		parsed.Scheme = "https"
		// Source: github.com/okteto/okteto/pkg/okteto/client.go:357 (sink: the path is moved to Host only when url.Parse read no scheme, so a bare context host becomes the absolute https URI the graphql client needs, as the no-schema test expects https://okteto.example.com/graphql; by the sink check)
		parsed.Host = parsed.Path // lookalike
	}

	// Source: github.com/okteto/okteto/pkg/okteto/client.go:360 (syntax: a rootless path set on a URL with a host, which url.URL.String writes with a leading slash, so the URL is valid, by the syntax check, since the written URL matches the grammar)
	parsed.Path = path // lookalike
	return parsed.String(), nil
}

var serverName string

// SetServerNameOverride mirrors pkg/okteto/client.go.
func SetServerNameOverride(serverNameOverride string) error {
	if serverNameOverride == "" {
		return nil
	}
	host, port, err := net.SplitHostPort(serverNameOverride)
	if err != nil {
		return fmt.Errorf("invalid server name %q: %w", serverNameOverride, err)
	}
	// Source: github.com/okteto/okteto/pkg/okteto/client.go:557 (hostjoin: the split host and port are joined again with net.JoinHostPort, the right way, by the hostjoin check, net.JoinHostPort being right)
	serverName = net.JoinHostPort(host, port) // lookalike
	return nil
}

// RemoveSchema mirrors pkg/okteto/context.go: it strips the scheme for display.
func RemoveSchema(uri string) string {
	u, err := url.Parse(uri)
	if err != nil {
		return uri
	}
	// Source: github.com/okteto/okteto/pkg/okteto/context.go:496 (sink: scheme:// is only a prefix stripped with strings.TrimPrefix for display, no URI use, by the rule that a value only searched for is no URI use)
	return strings.TrimPrefix(u.String(), fmt.Sprintf("%s://", u.Scheme)) // lookalike
}

// AddSchema adds https to a context URL without a scheme.
func AddSchema(oCtx string) string {
	parsedURL, err := url.Parse(oCtx)
	if err == nil {
		if parsedURL.Scheme == "" {
			parsedURL.Scheme = "https"
		}
		return parsedURL.String()
	}
	return oCtx
}

// NormalizeClusterURL returns the canonical form of an Okteto cluster URL used
// as the cluster_url analytics property.
func NormalizeClusterURL(clusterURL string) string {
	if clusterURL == "" {
		return ""
	}
	return strings.TrimSuffix(AddSchema(clusterURL), "/")
}

// UrlToKubernetesContext turns an okteto URL into a kubernetes context name.
func UrlToKubernetesContext(uri string) string {
	u, err := url.Parse(uri)
	if err != nil {
		return uri
	}
	return strings.ReplaceAll(u.Host, ".", "_")
}

// AuthConfig stands in for the docker AuthConfig.
type AuthConfig struct {
	Username string
	Password string
}

// externalRegistryCredentialsReader mirrors pkg/okteto/registry_credentials.go.
type externalRegistryCredentialsReader struct {
	getter   func(ctx context.Context, host string) (AuthConfig, error)
	isOkteto bool
}

func (r *externalRegistryCredentialsReader) read(ctx context.Context, registryOrImage string) (string, string, error) {
	if !r.isOkteto {
		return "", "", nil
	}

	registry := registryOrImage
	// Source: github.com/okteto/okteto/pkg/okteto/registry_credentials.go:77 (sink: the bare https scheme is only a prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only searched for is no URI use)
	registry = strings.TrimPrefix(registry, "https://") // lookalike
	// Source: github.com/okteto/okteto/pkg/okteto/registry_credentials.go:78 (sink: the bare http scheme is only a prefix stripped, no URI use, by the rule that a value only searched for is no URI use)
	registry = strings.TrimPrefix(registry, "http://") // lookalike

	switch {
	case strings.HasPrefix(registry, "index.docker.io/v2"):
		registry = "https://index.docker.io/v2/"
	case strings.HasPrefix(registry, "index.docker.io"):
		registry = "https://index.docker.io/v1/"
	default:
		// Source: github.com/okteto/okteto/pkg/okteto/registry_credentials.go:88 (sink: a network-path reference made only so url.Parse reads the registry as the authority and the host is taken out, no absolute URI is needed, by the sink check, url.Parse accepts a network-path reference)
		u, err := url.Parse(fmt.Sprintf("//%s", registry)) // lookalike
		if err != nil {
			return "", "", err
		}
		registry = u.Host
	}

	ac, err := r.getter(ctx, registry)
	return ac.Username, ac.Password, err
}

// kubetokenPathTemplate (baseURL, namespace)
const kubetokenPathTemplate = "%s/auth/kubetoken/%s"

// getKubetokenURL mirrors pkg/okteto/kubetoken_client.go.
func getKubetokenURL(baseURL, namespace, target string) (*url.URL, error) {
	endpoint, err := url.Parse(fmt.Sprintf(kubetokenPathTemplate, baseURL, namespace))
	if err != nil {
		return nil, err
	}
	if target != "" {
		q := endpoint.Query()
		q.Set("target", target)
		// Source: github.com/okteto/okteto/pkg/okteto/kubetoken_client.go:63 (escaper: the query is set through url.Values and Encode, the right query escaper, by the escaper check)
		endpoint.RawQuery = q.Encode() // lookalike
	}
	return endpoint, nil
}
