// Package podman holds cases rewritten from go.podman.io/image/v5.
package podman

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

type dockerClient struct {
	scheme   string
	registry string // host, or host and port, of the registry, as in a docker reference domain
	client   *http.Client
}

// resolveRequestURL turns a path for makeRequest into a full URL.
func (c *dockerClient) resolveRequestURL(path string) (*url.URL, error) {
	// Source: go.podman.io/image/v5/docker/docker_client.go:500 (hostjoin: the registry field is a docker reference domain that already is host or host:port, so no bare ':' join happens here)
	urlString := fmt.Sprintf("%s://%s%s", c.scheme, c.registry, path) // lookalike
	return url.Parse(urlString)
}

func (c *dockerClient) makeRequest(ctx context.Context, method, path string) (*http.Response, error) {
	u, err := c.resolveRequestURL(path)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

func (c *dockerClient) searchV1(ctx context.Context, image string, limit int) error {
	// Source: go.podman.io/image/v5/docker/docker_client.go:398 (sink: the scheme-less path goes to the client's own makeRequest, which prefixes scheme and registry before any HTTP call)
	u := url.URL{
		Path: "/v1/search", // lookalike
	}
	q := u.Query()
	q.Set("q", image)
	q.Set("n", strconv.Itoa(limit))
	u.RawQuery = q.Encode()
	resp, err := c.makeRequest(ctx, http.MethodGet, u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *dockerClient) mountBlob(ctx context.Context, repo, srcRepo, srcDigest string) error {
	// Source: go.podman.io/image/v5/docker/docker_image_dest.go:265 (escaper: the repository name goes into the decoded Path field and the query is built with url.Values.Encode, both right)
	u := url.URL{
		Path: fmt.Sprintf("/v2/%s/blobs/uploads/", repo), // lookalike
		RawQuery: url.Values{
			"mount": {srcDigest},
			"from":  {srcRepo},
		}.Encode(),
	}
	resp, err := c.makeRequest(ctx, http.MethodPost, u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// lookasideBase appends the repository path to a configured lookaside base URL.
func lookasideBase(baseURL *url.URL, repo string) *url.URL {
	// Source: go.podman.io/image/v5/docker/registries_d.go:143 (baseslash: the repository is appended to the base path by concatenation, so no part of the base is dropped)
	baseURL.Path = baseURL.Path + "/" + repo // lookalike
	return baseURL
}

// builtinDefaultLookasideStorageDir returns the default signature storage URL for a non-root user.
func builtinDefaultLookasideStorageDir(euid int, home string) *url.URL {
	if euid == 0 {
		return nil
	}
	// Source: go.podman.io/image/v5/docker/registries_d.go:150 (pathjoin: filepath.Join joins local directory names of a Unix-only storage layout and the result fills the Path field; no URI is joined)
	return &url.URL{Scheme: "file", Path: filepath.Join(home, ".local/share/containers/sigstore")} // lookalike
}

// lookasideStorageURL returns the URL of one signature below base.
func lookasideStorageURL(base *url.URL, algorithm, encoded string, index int) *url.URL {
	sigURL := *base
	// Source: go.podman.io/image/v5/docker/registries_d.go:253 (escaper: validated digest parts go into the decoded Path field, which String escapes; no escaper is needed)
	sigURL.Path = fmt.Sprintf("%s@%s=%s/signature-%d", sigURL.Path, algorithm, encoded, index+1) // lookalike
	return &sigURL
}

type clientcmdCluster struct {
	Server string
}

// Source: go.podman.io/image/v5/openshift/openshift-copies.go:171 (plainhttp: the built-in default cluster is on localhost)
var defaultCluster = clientcmdCluster{Server: "http://localhost:8080"} // lookalike

// defaultServerURL converts a host, a host and port, or a URL string to the base server URL.
func defaultServerURL(host string, defaultTLS bool) (*url.URL, error) {
	if host == "" {
		return nil, errors.New("host must be a URL or a host and port")
	}
	hostURL, err := url.Parse(host)
	if err != nil {
		return nil, err
	}
	if hostURL.Scheme == "" {
		// Source: go.podman.io/image/v5/openshift/openshift-copies.go:756 (hostform: a bare scheme prefix that is put in front of a host or host:port, not a URI with an empty host)
		scheme := "http://" // lookalike
		if defaultTLS {
			// Source: go.podman.io/image/v5/openshift/openshift-copies.go:758 (hostform: a bare scheme prefix that is put in front of a host or host:port, not a URI with an empty host)
			scheme = "https://" // lookalike
		}
		hostURL, err = url.Parse(scheme + host)
		if err != nil {
			return nil, err
		}
		if hostURL.Path != "" && hostURL.Path != "/" {
			return nil, fmt.Errorf("host must be a URL or a host and port: %q", host)
		}
	}
	return hostURL, nil
}

type openshiftClient struct {
	baseURL    *url.URL
	httpClient *http.Client
}

// newOpenshiftClient keeps the path of the configured server, as ClientConfig does.
func newOpenshiftClient(server string) (*openshiftClient, error) {
	host := server
	if host == "" {
		host = defaultCluster.Server
	}
	if u, err := url.ParseRequestURI(host); err == nil && u.Opaque == "" && len(u.Path) > 1 {
		u.RawQuery = ""
		u.Fragment = ""
		host = u.String()
	}
	baseURL, err := defaultServerURL(host, true)
	if err != nil {
		return nil, err
	}
	return &openshiftClient{baseURL: baseURL, httpClient: http.DefaultClient}, nil
}

// doRequest performs a request to a specified path and returns the response body.
func (c *openshiftClient) doRequest(ctx context.Context, method, path string) ([]byte, error) {
	requestURL := *c.baseURL
	// Source: go.podman.io/image/v5/openshift/openshift.go:70 (baseslash: the absolute API path replaces the whole path of the server URL, which the client config deliberately keeps, so a server behind a path prefix loses it)
	requestURL.Path = path // defect baseslash
	req, err := http.NewRequestWithContext(ctx, method, requestURL.String(), nil)
	if err != nil {
		return nil, err
	}
	res, err := c.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

// getImage loads the specified image object.
func (c *openshiftClient) getImage(ctx context.Context, namespace, stream, imageStreamImageName string) ([]byte, error) {
	// Source: go.podman.io/image/v5/openshift/openshift.go:132 (escaper: namespace, stream and image names go raw into the path; whether names need escaping is not known from the code)
	path := fmt.Sprintf("/oapi/v1/namespaces/%s/imagestreamimages/%s@%s", namespace, stream, imageStreamImageName) // lookalike
	return c.doRequest(ctx, http.MethodGet, path)
}

// parseDockerReference stands for docker.ParseReference: it takes a docker transport reference, not a URI.
func parseDockerReference(ref string) (string, error) {
	if len(ref) < 3 || ref[0] != '/' || ref[1] != '/' {
		return "", errors.New("image reference does not start with two slashes")
	}
	name := ref[2:]
	if strings.ToLower(name) != name {
		return "", errors.New("repository name must be lowercase")
	}
	return name, nil
}

func openshiftDockerReference(domain, namespace, stream, tag string) (string, error) {
	// Source: go.podman.io/image/v5/openshift/openshift_dest.go:48 (syntax: the string is a docker transport reference with a tag, given to the docker reference parser, not a URI)
	dockerRefString := fmt.Sprintf("//%s/%s/%s:%s", domain, namespace, stream, tag) // lookalike
	return parseDockerReference(dockerRefString)
}

// parseLocation validates a registry location from registries.conf.
func parseLocation(input string) (string, error) {
	trimmed := strings.TrimRight(input, "/")
	// Source: go.podman.io/image/v5/pkg/sysregistriesv2/system_registries_v2.go:327 (hostform: bare scheme prefixes used only to reject locations that carry a scheme)
	if strings.HasPrefix(trimmed, "http://") || strings.HasPrefix(trimmed, "https://") { // lookalike
		return "", fmt.Errorf("invalid location '%s': URI schemes are not supported", input)
	}
	return trimmed, nil
}

type rekorClient struct {
	rekorURL   *url.URL // only Scheme and Host are used
	basePath   string
	httpClient *http.Client
}

func newRekorClient(rekorURL *url.URL) *rekorClient {
	basePath := rekorURL.Path
	if !strings.HasPrefix(basePath, "/") {
		basePath = "/" + basePath
	}
	return &rekorClient{rekorURL: rekorURL, basePath: basePath, httpClient: http.DefaultClient}
}

// makeRequest makes a request to requestPath below the Rekor server.
func (r *rekorClient) makeRequest(ctx context.Context, method, requestPath string) (*http.Response, error) {
	// Source: go.podman.io/image/v5/signature/sigstore/rekor/openapi_infra.go:46 (sink: the request gets only a joined path, but its URL Scheme and Host are set from the server URL right after and before Do; both joined parts are paths, not URIs)
	req, err := http.NewRequestWithContext(ctx, method, path.Join(r.basePath, requestPath), nil) // lookalike
	if err != nil {
		return nil, err
	}
	req.URL.Scheme = r.rekorURL.Scheme
	req.URL.Host = r.rekorURL.Host
	return r.httpClient.Do(req)
}

func (r *rekorClient) getLogEntryByUUID(ctx context.Context, entryUUID string) (*http.Response, error) {
	// Source: go.podman.io/image/v5/signature/sigstore/rekor/rekor_api.go:88 (escaper: url.PathEscape is the right escaper for the entry UUID as one path segment)
	return r.makeRequest(ctx, http.MethodGet, "/api/v1/log/entries/"+url.PathEscape(entryUUID)) // lookalike
}

// needsRetryWithUpdatedScope reports whether a bearer challenge asks for a wider scope.
func needsRetryWithUpdatedScope(res *http.Response) bool {
	for _, h := range res.Header.Values("Www-Authenticate") {
		if strings.HasPrefix(h, "Bearer ") && strings.Contains(h, `error="insufficient_scope"`) {
			return true
		}
	}
	return false
}

// parseValueAndParams splits a challenge into its scheme and parameters.
func parseValueAndParams(header string) (string, map[string]string) {
	scheme, rest, _ := strings.Cut(header, " ")
	params := map[string]string{}
	for _, part := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(part, "=")
		if ok {
			params[strings.ToLower(strings.TrimSpace(k))] = strings.Trim(v, `"`)
		}
	}
	return strings.ToLower(scheme), params
}

// newDaemonClient stands for the docker daemon client constructor: it takes a daemon host URL.
func newDaemonClient(host string) (*url.URL, error) {
	return url.Parse(host)
}

// parseImageName splits an image name into transport and reference.
func parseImageName(name string) (string, string, error) {
	transport, within, ok := strings.Cut(name, ":")
	if !ok {
		return "", "", errors.New("invalid image name: missing transport")
	}
	if transport != "docker" {
		return "", "", fmt.Errorf("unknown transport %q", transport)
	}
	ref, err := parseDockerReference(within)
	return transport, ref, err
}
