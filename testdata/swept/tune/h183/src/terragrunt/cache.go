package terragrunt

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// CacheConfig is the provider cache server config.
type CacheConfig struct {
	hostname string
	port     int
}

// Addr returns the listen address of the cache server.
func (cfg *CacheConfig) Addr() string {
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/config.go:121 (hostjoin: net.JoinHostPort is the right join of host and port, which brackets IPv6)
	return net.JoinHostPort(cfg.hostname, strconv.Itoa(cfg.port)) // lookalike
}

// downloadProviderAction rebuilds the upstream download URL from the
// cache-server route /downloads/<segment>/:remote_host/*.
func downloadProviderAction(remoteHost, wildcard, queryString string) url.URL {
	remotePath := strings.TrimLeft(wildcard, "/")

	// Forward query string from the inbound request so signed URLs (e.g. S3 pre-signed) keep their auth parameters.
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/controllers/downloader.go:68 (escaper: the path goes into the decoded Path field, which String escapes, and the inbound query is forwarded still encoded)
	downloadURL := url.URL{Scheme: "https", Host: remoteHost, Path: "/" + remotePath, RawQuery: queryString} // lookalike

	return downloadURL
}

// ResolveProviderURL builds a provider API URL. If providersV1 is an absolute URL
// (starts with http:// or https://), it is used as the base. Otherwise, it is
// treated as a relative path on the registry host.
func ResolveProviderURL(providersV1, registryName string, pathParts ...string) (*url.URL, error) {
	subPath := path.Join(pathParts...)

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/direct_provider.go:104 (sink: the two scheme prefixes are only searched for with strings.HasPrefix, no URI use)
	if strings.HasPrefix(providersV1, "http://") || strings.HasPrefix(providersV1, "https://") { // lookalike
		// Absolute URL from host block — append path parts directly
		base := strings.TrimRight(providersV1, "/")
		raw := base

		if subPath != "" {
			raw = base + "/" + subPath
		}

		return url.Parse(raw)
	}

	// Relative path — build URL with registry host
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/direct_provider.go:122 (pathjoin: path.Join gets a relative providers.v1 path here, since absolute URLs took the branch above, so no :// can collapse)
	return &url.URL{Scheme: "https", Host: registryName, Path: path.Join(providersV1, subPath)}, nil // lookalike
}

// ProviderAddress names a provider.
type ProviderAddress struct {
	RegistryName string
	Namespace    string
	Name         string
	Version      string
	OS           string
	Arch         string
	DownloadURL  string
}

// Address returns registry/namespace/name.
func (p *ProviderAddress) Address() string {
	return p.RegistryName + "/" + p.Namespace + "/" + p.Name
}

// mirrorArchiveBase returns the base the network mirror's archive URLs resolve against.
func mirrorArchiveBase(networkMirrorURL *url.URL, provider *ProviderAddress) *url.URL {
	return networkMirrorURL.ResolveReference(&url.URL{
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/network_mirror_provider.go:120 (pathjoin: path.Join gets the mirror URL's Path and a provider address, path parts and no whole URL)
		Path: path.Join(networkMirrorURL.Path, provider.Address()), // lookalike
	})
}

// joinPath joins URL path parts and keeps a trailing slash of rest.
func joinPath(base, rest string) string {
	trailingSlash := strings.HasSuffix(rest, "/")

	joined := path.Join(base, rest)
	if trailingSlash && !strings.HasSuffix(joined, "/") {
		joined += "/"
	}

	return joined
}

// proxyModuleUpstream builds the upstream module URL and forwards the query.
func proxyModuleUpstream(registryName, modulesV1, restPath, rawQuery string) (*url.URL, error) {
	upstream, err := buildModulesUpstreamURL(registryName, modulesV1, restPath)
	if err != nil {
		return nil, err
	}

	if q := rawQuery; q != "" {
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_module.go:76 (escaper: the inbound request's raw query is forwarded still encoded, so nothing is left unescaped)
		upstream.RawQuery = q // lookalike
	}

	return upstream, nil
}

// buildModulesUpstreamURL builds the upstream URL for a modules request. When
// modules.v1 is an absolute URL it is used as the base. Otherwise the URL is
// built as https://<registryName><modulesV1>.
func buildModulesUpstreamURL(registryName, modulesV1, restPath string) (*url.URL, error) {
	if strings.Contains(modulesV1, "://") {
		base, err := url.Parse(modulesV1)
		if err != nil {
			return nil, fmt.Errorf("parsing modules.v1 URL %q: %w", modulesV1, err)
		}

		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_module.go:97 (pathjoin: joinPath gets the parsed base's Path and the rest path, path parts and no whole URL)
		base.Path = joinPath(base.Path, restPath) // lookalike

		return base, nil
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_module.go:102 (pathjoin: modulesV1 is a relative path here, since absolute URLs were parsed above, so path.Join collapses no ://)
	return &url.URL{Scheme: "https", Host: registryName, Path: joinPath(modulesV1, restPath)}, nil // lookalike
}

// RegistryURLs are the discovered service URLs of a registry. Per the
// remote service discovery protocol each may be a relative path or an
// absolute URL.
type RegistryURLs struct {
	ModulesV1   string `json:"modules.v1"`
	ProvidersV1 string `json:"providers.v1"`
}

// ProxyProviderHandler proxies provider requests to the upstream registry.
type ProxyProviderHandler struct {
	DiscoveryURL func(registryName string) (*RegistryURLs, error)
	NewRequest   func(u *url.URL) error
}

// GetVersions proxies the list-versions request of a provider.
func (handler *ProxyProviderHandler) GetVersions(provider *ProviderAddress) error {
	apiURLs, err := handler.DiscoveryURL(provider.RegistryName)
	if err != nil {
		return err
	}

	reqURL := &url.URL{
		Scheme: "https",
		Host:   provider.RegistryName,
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_provider.go:76 (pathjoin: providers.v1 from service discovery may be an absolute URL, which the sibling handlers check for, and path.Join turns its https:// into https:/ inside the path)
		Path: path.Join(apiURLs.ProvidersV1, provider.Namespace, provider.Name, "versions"), // defect pathjoin
	}

	return handler.NewRequest(reqURL)
}

// GetPlatform proxies the platform request of a provider.
func (handler *ProxyProviderHandler) GetPlatform(provider *ProviderAddress) error {
	apiURLs, err := handler.DiscoveryURL(provider.RegistryName)
	if err != nil {
		return err
	}

	platformURL := &url.URL{
		Scheme: "https",
		Host:   provider.RegistryName,
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_provider.go:96 (pathjoin: path.Join applied to providers.v1, which discovery may return as an absolute URL, collapses the // of its scheme into the path)
		Path: path.Join(apiURLs.ProvidersV1, provider.Namespace, provider.Name, provider.Version, "download", provider.OS, provider.Arch), // defect pathjoin
	}

	return handler.NewRequest(platformURL)
}

// Download proxies the archive download of a provider.
func (handler *ProxyProviderHandler) Download(provider *ProviderAddress) error {
	// check if the URL contains http scheme, it may just be a filename and we need to build the URL
	if !strings.Contains(provider.DownloadURL, "://") {
		apiURLs, err := handler.DiscoveryURL(provider.RegistryName)
		if err != nil {
			return err
		}

		downloadURL := &url.URL{
			Scheme: "https",
			Host:   provider.RegistryName,
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_provider.go:126 (pathjoin: filepath.Join builds a URL path, which gets backslashes on Windows and collapses the // of an absolute providers.v1 URL)
			Path: filepath.Join(apiURLs.ProvidersV1, provider.RegistryName, provider.Namespace, provider.Name, provider.DownloadURL), // defect pathjoin
		}

		return handler.NewRequest(downloadURL)
	}

	downloadURL, err := url.Parse(provider.DownloadURL)
	if err != nil {
		return err
	}

	return handler.NewRequest(downloadURL)
}

// rewriteDownloadLink points a provider link at the local downloader:
// http://{localhost_host}/downloads/provider/{remote_host}/{remote_path}.
func rewriteDownloadLink(link string, downloader *url.URL) (string, error) {
	linkURL, err := url.Parse(link)
	if err != nil {
		return "", err
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/proxy_provider.go:176 (pathjoin: path.Join gets the downloader path, the link host as a segment and the link path, path parts and no whole URL)
	linkURL.Path = path.Join(downloader.Path, linkURL.Host, linkURL.Path) // lookalike
	linkURL.Scheme = downloader.Scheme
	linkURL.Host = downloader.Host

	return strconv.Quote(linkURL.String()), nil
}

const wellKnownURL = ".well-known/terraform.json"

// DiscoveryURL performs Terraform service discovery against registryName.
func DiscoveryURL(c *http.Client, registryName string) (*RegistryURLs, error) {
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/handlers/registry_urls.go:44 (syntax: a template filled with a registry host and the constant .well-known/terraform.json path, which gives a valid URL)
	url := fmt.Sprintf("https://%s/%s", registryName, wellKnownURL) // lookalike

	resp, err := c.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	return &RegistryURLs{}, nil
}

// resolveRelativeReference resolves link against base as a directory, keeping query and fragment.
func resolveRelativeReference(base *url.URL, link string) string {
	if link == "" || strings.Contains(link, "://") {
		return link
	}

	ref, err := url.Parse(link)
	if err != nil {
		return link
	}

	// Join instead of letting ResolveReference replace the base's last segment.
	if ref.Host == "" && !strings.HasPrefix(ref.Path, "/") {
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/models/helper.go:26 (pathjoin: path.Join gets the base's Path and a relative reference path, path parts and no whole URL)
		ref.Path = path.Join(base.Path, ref.Path) // lookalike
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/models/helper.go:29 (baseslash: the relative path was joined onto the base path first, so resolution keeps the base's last segment on purpose, and only /-rooted links replace it)
	return base.ResolveReference(ref).String() // lookalike
}

// Router is the cache server router.
type Router struct {
	Addr    string
	urlPath string
}

// URL returns the base URL of the router on the local cache server.
func (router *Router) URL() *url.URL {
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/router/router.go:34 (plainhttp: plain http to the cache server's own listen address, a local server and no public host)
	return &url.URL{Scheme: "http", Host: router.Addr, Path: router.urlPath} // lookalike
}
