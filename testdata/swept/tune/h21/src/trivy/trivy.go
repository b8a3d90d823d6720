// Package trivy holds the cases of github.com/aquasecurity/trivy.
package trivy

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/testcontainers/testcontainers-go"
)

// SetupLocalStack starts LocalStack and returns its endpoint.
func SetupLocalStack(ctx context.Context, image string) (testcontainers.Container, string, error) {
	c, err := testcontainers.GenericContainer(ctx, testcontainers.GenericContainerRequest{
		ContainerRequest: testcontainers.ContainerRequest{Image: image, ExposedPorts: []string{"4566/tcp"}},
		Started:          true,
	})
	if err != nil {
		return nil, "", err
	}

	p, err := c.MappedPort(ctx, "4566/tcp")
	if err != nil {
		return nil, "", err
	}

	provider, err := testcontainers.NewDockerProvider()
	if err != nil {
		return nil, "", err
	}
	defer provider.Close()

	host, err := provider.DaemonHost(ctx)
	if err != nil {
		return nil, "", err
	}

	// Source: github.com/aquasecurity/trivy/internal/testutil/localstack.go:47 (hostjoin: the Docker daemon's host, from DaemonHost, a call that may fail, joined with the mapped port by ':')
	return c, fmt.Sprintf("http://%s:%d", host, p.Num()), nil // defect hostjoin
}

var mapping = map[string]string{
	// Source: github.com/aquasecurity/trivy/pkg/licensing/normalize.go:356 (schemecase: an upper-cased lookup key of the license table, matched against upper-cased input, not a URI in use)
	"HTTP://ANT-CONTRIB.SOURCEFORGE.NET/TASKS/LICENSE.TXT": "Apache-1.1", // lookalike
	"HTTP://ASM.OW2.ORG/LICENSE.HTML":                      "BSD-3-Clause",
}

// NormalizeLicenseURL gives the license a URL names.
func NormalizeLicenseURL(u string) string {
	return mapping[strings.ToUpper(strings.TrimSpace(u))]
}

// Proxy is a Maven proxy from settings.xml.
type Proxy struct {
	Protocol string
	Host     string
	Port     string
	Username string
	Password string
}

// NormalizeLicenseKey drops the scheme and "www." and lowercases the host.
func NormalizeLicenseKey(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return raw
	}
	return strings.TrimPrefix(strings.ToLower(u.Host), "www.") + u.Path
}

// ProxyURL builds the URL of a Maven proxy.
func ProxyURL(proxy Proxy) *url.URL {
	proxyURL := &url.URL{
		Scheme: proxy.Protocol,
		// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/parse.go:145 (hostjoin: host and port joined with net.JoinHostPort)
		Host: net.JoinHostPort(proxy.Host, proxy.Port), // lookalike
	}
	if proxy.Username != "" && proxy.Password != "" {
		proxyURL.User = url.UserPassword(proxy.Username, proxy.Password)
	}
	return proxyURL
}

// RedisOptions configures the Redis cache.
type RedisOptions struct {
	Backend string
}

// BackendMasked hides the credentials of the backend URL.
func (o *RedisOptions) BackendMasked() string {
	u, err := url.Parse(o.Backend)
	if err != nil {
		return o.Backend
	}
	if u.User != nil {
		return strings.Replace(o.Backend, u.User.String(), "****", 1)
	}
	return o.Backend
}

// NewCache checks the cache backend.
func NewCache(backend string) error {
	if strings.HasPrefix(backend, "redis://") {
		if _, err := url.Parse(backend); err != nil {
			return fmt.Errorf("failed to parse Redis URL: %w", err)
		}
		return nil
	}
	return errors.New("unknown cache type")
}

// Server is a <server> of settings.xml.
type Server struct {
	ID       string
	Username string
	Password string
}

// Mirror is a <mirror> of settings.xml.
type Mirror struct {
	ID       string
	URL      string
	MirrorOf string
}

// ResolveMirrors gives the mirrors' URLs with the servers' credentials.
func ResolveMirrors(mirrors []Mirror, servers []Server) []string {
	var out []string
	for _, m := range mirrors {
		u, err := url.Parse(m.URL)
		if err != nil {
			continue
		}
		for _, srv := range servers {
			if srv.ID == m.ID {
				u.User = url.UserPassword(srv.Username, srv.Password)
			}
		}
		out = append(out, u.String())
	}
	return out
}

// MirrorKey is the lookup key of a repository URL.
func MirrorKey(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	u.User = nil
	u.Host = strings.ToLower(u.Host)
	u.Path = path.Clean("/" + u.Path)
	return u.String(), nil
}

// sanitizeRemoteURL removes the userinfo of a git remote.
func sanitizeRemoteURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" {
		return raw
	}
	u.User = nil
	return u.String()
}

var yarnPattern = regexp.MustCompile(`^"?(?P<name>.+?)@(?:(?P<protocol>.+?):)?(?P<version>.+?)"?:?$`)

// parseYarnPackage splits a yarn.lock package line.
func parseYarnPackage(target string) (name, protocol, version string) {
	m := yarnPattern.FindStringSubmatch(target)
	if m == nil {
		return "", "", ""
	}
	return m[1], m[2], m[3]
}

// ValidateServerAddress checks the --server flag.
func ValidateServerAddress(server string) error {
	u, err := url.Parse(server)
	if err != nil {
		return errors.New("invalid server address format")
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("server address must use HTTP or HTTPS schema, got '%s'", u.Scheme)
	}
	return nil
}

// MavenMirror is a --maven-mirror flag.
type MavenMirror struct {
	Source  string
	Targets []string
}

// ValidateMavenMirrors rejects sources that collapse into one key.
func ValidateMavenMirrors(mirrors []MavenMirror) error {
	seen := map[string]bool{}
	for _, m := range mirrors {
		key, err := MirrorKey(m.Source)
		if err != nil {
			return err
		}
		if seen[key] {
			return fmt.Errorf("duplicate maven repository %q", m.Source)
		}
		seen[key] = true
	}
	return nil
}

// CloneRepository clones a remote repository.
func CloneRepository(target string) error {
	if _, err := url.Parse(target); err != nil {
		return fmt.Errorf("url parse error: %w", err)
	}
	return nil
}

// DockerHost gives the daemon socket of a context.
func DockerHost(host string) (string, error) {
	u, err := url.Parse(host)
	if err != nil {
		return "", err
	}
	return u.Scheme, nil
}
