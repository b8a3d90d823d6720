package trivy

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"testing"

	"github.com/docker/go-connections/nat"
	"github.com/testcontainers/testcontainers-go"
)

func setupRedis(t *testing.T, ctx context.Context, port nat.Port) (testcontainers.Container, string) {
	t.Helper()
	redis, err := testcontainers.GenericContainer(ctx, testcontainers.GenericContainerRequest{
		ContainerRequest: testcontainers.ContainerRequest{Image: "redis:5.0", ExposedPorts: []string{string(port)}},
		Started:          true,
	})
	if err != nil {
		t.Skip(err)
	}

	ip, err := redis.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}

	p, err := redis.MappedPort(ctx, port)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/aquasecurity/trivy/integration/client_server_test.go:798 (hostjoin: the redis container's Host(ctx), a call that may fail, joined with its mapped port by ':')
	addr := fmt.Sprintf("redis://%s:%s", ip, p.Port()) // defect hostjoin
	return redis, addr
}

func getURL(ctx context.Context, container testcontainers.Container, exposedPort nat.Port) (*url.URL, error) {
	ip, err := container.Host(ctx)
	if err != nil {
		return nil, err
	}

	port, err := container.MappedPort(ctx, exposedPort)
	if err != nil {
		return nil, err
	}

	// Source: github.com/aquasecurity/trivy/integration/registry_test.go:111 (hostjoin: the registry container's Host(ctx) joined with its mapped port)
	urlStr := fmt.Sprintf("https://%s:%s", ip, port.Port()) // defect hostjoin
	return url.Parse(urlStr)
}

func getRegistryURL(ctx context.Context, registryC testcontainers.Container, exposedPort nat.Port) (*url.URL, error) {
	ip, err := registryC.Host(ctx)
	if err != nil {
		return nil, err
	}

	port, err := registryC.MappedPort(ctx, exposedPort)
	if err != nil {
		return nil, err
	}

	// Source: github.com/aquasecurity/trivy/pkg/fanal/test/integration/registry_test.go:212 (hostjoin: the same join in the fanal integration test)
	urlStr := fmt.Sprintf("https://%s:%s", ip, port.Port()) // defect hostjoin
	return url.Parse(urlStr)
}

func TestRegistry(t *testing.T) {
	ctx := context.Background()
	c, addr := setupRedis(t, ctx, "6379/tcp")
	_ = c
	if err := NewCache(addr); err != nil {
		t.Fatal(err)
	}
	u, err := getURL(ctx, c, "5443/tcp")
	if err != nil {
		t.Fatal(err)
	}
	u2, err := getRegistryURL(ctx, c, "5443/tcp")
	if err != nil || u.String() != u2.String() {
		t.Fatal(err)
	}
}

func TestNewCache(t *testing.T) {
	tests := []struct {
		name    string
		backend string
		wantErr string
	}{
		{
			name: "invalid redis URL",
			// Source: github.com/aquasecurity/trivy/pkg/cache/client_test.go:44 (port: "invalid redis URL" with a port of letters, wantErr, rules 2a and 2b)
			backend: "redis://invalid-url:foo/bar", // lookalike
			wantErr: "failed to parse Redis URL",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := NewCache(tt.backend); err == nil {
				t.Errorf("want error %q", tt.wantErr)
			}
		})
	}
}

func TestRedisOptions_BackendMasked(t *testing.T) {
	tests := []struct {
		name   string
		fields RedisOptions
		want   string
	}{
		{
			name: "redis cache backend masked",
			// Source: github.com/aquasecurity/trivy/pkg/cache/redis_test.go:560 (credentials: input of the package's masker, rule 2c)
			fields: RedisOptions{Backend: "redis://root:password@localhost:6379"}, // lookalike
			want:   "redis://****@localhost:6379",
		},
		{
			name:   "redis cache backend masked does nothing",
			fields: RedisOptions{Backend: "redis://localhost:6379"},
			want:   "redis://localhost:6379",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fields.BackendMasked(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestResolveMirrors(t *testing.T) {
	tests := []struct {
		name    string
		mirrors []Mirror
		servers []Server
		want    []string
	}{
		{
			name:    "settings.xml: credentials embedded from <server> matching mirror id",
			mirrors: []Mirror{{ID: "m1", URL: "https://mirror.example.com/maven2", MirrorOf: "*"}},
			servers: []Server{
				{
					ID:       "m1",
					Username: "user",
					Password: "pass",
				},
			},
			// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/mirror_test.go:191 (credentials: the expected URL; the row gives the password on its own in the server's Password field, rule 2c)
			want: []string{"https://user:pass@mirror.example.com/maven2"}, // lookalike
		},
		{
			name: "settings.xml: <server> credentials override userinfo embedded in mirror URL",
			mirrors: []Mirror{
				{
					ID: "m1",
					// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/mirror_test.go:201 (credentials: userinfo the row expects the server's credentials to override, and no other URI holds, rule 2c)
					URL:      "https://url-user:url-pass@mirror.example.com/maven2", // lookalike
					MirrorOf: "*",
				},
			},
			servers: []Server{
				{
					ID:       "m1",
					Username: "server-user",
					Password: "server-pass",
				},
			},
			want: []string{"https://server-user:server-pass@mirror.example.com/maven2"},
		},
		{
			name: "settings.xml: mirror with unparsable URL is dropped",
			mirrors: []Mirror{
				{
					ID: "broken",
					// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/mirror_test.go:277 (syntax: the row named for an unparsable URL that is dropped, rule 2b)
					URL:      "http://[::1", // lookalike
					MirrorOf: "*",
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ResolveMirrors(tt.mirrors, tt.servers); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestMirrorKey(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{
			// The path is cleaned, so repeated and relative segments don't break the match.
			name: "config file: path segments are cleaned before the lookup",
			// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/mirror_test.go:510 (dotsegment: the row is named for the segments the lookup cleans, rule 2b)
			in:   "https://repo1.example.com//nexus/./content/../maven2/", // lookalike
			want: "https://repo1.example.com/nexus/maven2",
		},
		{
			// RFC 3986 defines the host as case-insensitive, unlike the path.
			name: "config file: host case is ignored by the lookup",
			// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/mirror_test.go:529 (hostcase: the row is named for the host case the lookup ignores, rule 2b)
			in:   "https://Repo1.Example.COM/maven2", // lookalike
			want: "https://repo1.example.com/maven2",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _ := MirrorKey(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func Test_effectiveRepositories(t *testing.T) {
	servers := []Server{
		{
			ID:       "r1",
			Username: "u",
			Password: "p",
		},
	}
	want := []string{
		// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/java/pom/settings_test.go:543 (credentials: the expected repository URL; the case gives the password on its own in the server's Password field, rule 2c)
		"https://u:p@example.com/repo1", // lookalike
	}
	got := ResolveMirrors([]Mirror{{ID: "r1", URL: "https://example.com/repo1"}}, servers)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v", got)
	}
}

func TestParsePackagePatterns(t *testing.T) {
	vectors := []struct {
		target         string
		expectName     string
		expectProtocol string
		expactVersion  string
	}{
		{
			// Source: github.com/aquasecurity/trivy/pkg/dependency/parser/nodejs/yarn/parse_test.go:74 (credentials: a yarn.lock line, input of the package's parser, with a masked user and GitHub's fixed "x-oauth-basic", rule 2c)
			target:         `"jquery@git+https://xxxx:x-oauth-basic@github.com/tomoyamachi/jquery":`, // lookalike
			expectName:     "jquery",
			expectProtocol: "git+https",
			expactVersion:  "//xxxx:x-oauth-basic@github.com/tomoyamachi/jquery",
		},
	}
	for _, v := range vectors {
		name, protocol, version := parseYarnPackage(v.target)
		if name != v.expectName || protocol != v.expectProtocol || version != v.expactVersion {
			t.Errorf("got %q %q %q", name, protocol, version)
		}
	}
}

func Test_sanitizeRemoteURL(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{
			name: "https with user:pass",
			// Source: github.com/aquasecurity/trivy/pkg/fanal/artifact/local/fs_test.go:2622 (credentials: input of the package's sanitizer of remote URLs, rule 2c)
			in:   "https://user:token@github.com/org/repo.git", // lookalike
			want: "https://github.com/org/repo.git",
		},
		{
			name: "double scheme after userinfo",
			// Source: github.com/aquasecurity/trivy/pkg/fanal/artifact/local/fs_test.go:2637 (credentials: a CI token in the input of the sanitizer, rule 2c)
			in:   "https://gitlab-ci-token:glcbt-64_ZxCVbnMaSdF-QwE7RtYuIoP3@example.com/gitrepo.git", // lookalike
			want: "https://example.com/gitrepo.git",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sanitizeRemoteURL(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNewArtifact(t *testing.T) {
	tests := []struct {
		name    string
		target  string
		wantErr string
	}{
		{
			name: "invalid url",
			// Source: github.com/aquasecurity/trivy/pkg/fanal/artifact/repo/git_test.go:111 (syntax: "ht tp://" in the row named "invalid url", which expects "url parse error", rule 2a)
			target:  "ht tp://foo.com", // lookalike
			wantErr: "url parse error",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := CloneRepository(tt.target); err == nil {
				t.Errorf("want error %q", tt.wantErr)
			}
		})
	}
}

func TestCloneWithCredentials(t *testing.T) {
	const (
		testUsername = "testuser"
		testPassword = "testpass"
	)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer ts.Close()
	tsURL, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("clone with credentials then scan local", func(t *testing.T) {
		// Add credentials to URL
		u := *tsURL // Copy the URL
		// Source: github.com/aquasecurity/trivy/pkg/fanal/artifact/repo/git_test.go:490 (credentials: url.UserPassword set on the URL of the git server the test runs itself, rule 2c)
		u.User = url.UserPassword(testUsername, testPassword) // lookalike
		targetWithCreds := u.String()
		if err := CloneRepository(targetWithCreds); err != nil {
			t.Fatal(err)
		}
	})
}

func TestRemoteFlagGroup_ToOptions(t *testing.T) {
	tests := []struct {
		name    string
		server  string
		wantErr string
	}{
		{
			name: "server address with malformed URL",
			// Source: github.com/aquasecurity/trivy/pkg/flag/remote_flags_test.go:114 (syntax: an unclosed IPv6 bracket the row expects rejected, rules 2a and 2b)
			server:  "http://[::1:8080", // lookalike
			wantErr: "invalid server address format",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := ValidateServerAddress(tt.server); err == nil {
				t.Errorf("want %q", tt.wantErr)
			}
		})
	}
}

func TestScanFlagGroup_MavenMirrors(t *testing.T) {
	tests := []struct {
		name    string
		mirrors []MavenMirror
	}{
		{
			// The parser matches repositories without their credentials, so these two
			// would collapse into a single entry.
			name: "maven repositories differing only by credentials are rejected",
			mirrors: []MavenMirror{
				{
					// Source: github.com/aquasecurity/trivy/pkg/flag/scan_flags_test.go:230 (credentials: a source the test expects rejected, rule 2a)
					Source:  "https://first:pass@nexus.example.com/maven2/", // lookalike
					Targets: []string{"https://my-internal-mirror/maven2/"},
				},
				{
					Source:  "https://second:pass@nexus.example.com/maven2/",
					Targets: []string{"https://backup-mirror/maven2/"},
				},
			},
		},
		{
			// The path is cleaned before matching, so these two would collapse as well.
			name: "maven repositories differing only by path segments are rejected",
			mirrors: []MavenMirror{
				{
					Source:  "https://nexus.example.com/nexus/maven2",
					Targets: []string{"https://my-internal-mirror/maven2/"},
				},
				{
					// Source: github.com/aquasecurity/trivy/pkg/flag/scan_flags_test.go:251 (dotsegment: a source the test expects rejected, its row named for path segments, rules 2a and 2b)
					Source:  "https://nexus.example.com//nexus/./maven2/", // lookalike
					Targets: []string{"https://backup-mirror/maven2/"},
				},
			},
		},
		{
			// The host is case-insensitive, so these two would collapse as well.
			name: "maven repositories differing only by host case are rejected",
			mirrors: []MavenMirror{
				{
					Source:  "https://nexus.example.com/maven2/",
					Targets: []string{"https://my-internal-mirror/maven2/"},
				},
				{
					// Source: github.com/aquasecurity/trivy/pkg/flag/scan_flags_test.go:268 (hostcase: a source the test expects rejected, its row named for host case, rules 2a and 2b)
					Source:  "https://Nexus.Example.COM/maven2/", // lookalike
					Targets: []string{"https://backup-mirror/maven2/"},
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := ValidateMavenMirrors(tt.mirrors); err == nil {
				t.Error("want error")
			}
		})
	}
}

const (
	// Source: github.com/aquasecurity/trivy/pkg/fanal/image/daemon/context_windows_test.go:4 (dotsegment: "//./pipe/" starts a Windows device path, whose "." is a name)
	testContextHost = "npipe:////./pipe/test_docker_engine" // lookalike
)

func TestDockerContextHost(t *testing.T) {
	if s, err := DockerHost(testContextHost); err != nil || s != "npipe" {
		t.Fatal(err)
	}
}

func TestLicenseURLNormalize(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want string
	}{
		{
			name: "an uppercase scheme is dropped and the host is lowercased",
			// Source: github.com/aquasecurity/trivy/pkg/licensing/normalize_test.go:438 (schemecase: input of the package's license URL normaliser, its row named for the upper-case scheme and host, rules 2b and 2c)
			url:  "HTTPS://WWW.Apache.ORG/licenses/LICENSE-2.0", // lookalike
			want: "apache.org/licenses/LICENSE-2.0",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NormalizeLicenseKey(tt.url); got != tt.want {
				t.Errorf("got %q", got)
			}
		})
	}
}
