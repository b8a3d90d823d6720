package buildkite

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestSanitizedEndpoint(t *testing.T) {
	tests := []struct {
		endpoint string
		want     string
	}{
		{"https://collector.example/v1/traces?api_key=secret", "https://collector.example"},
		// Source: github.com/buildkite/agent/agent/control_plane_tracing_test.go:160 (credentials: input of the package's endpoint sanitiser, which must drop the user information, rule 2c)
		{"https://user:pass@collector.example/v1/traces", "https://collector.example"}, // lookalike
		{"http://[2001:db8::1]:4318/v1/traces", "http://[2001:db8::1]:4318"},
	}
	for _, tc := range tests {
		if got := sanitizedEndpoint(tc.endpoint); got != tc.want {
			t.Errorf("sanitizedEndpoint(%q) = %q, want %q", tc.endpoint, got, tc.want)
		}
	}
}

func TestRepositoryURL(t *testing.T) {
	for _, tc := range []struct {
		plugin   *Plugin
		wantRepo string
	}{
		{
			plugin:   &Plugin{Location: "bitbucket.org/user/project"},
			wantRepo: "https://bitbucket.org/user/project",
		},
		{
			plugin: &Plugin{Location: "bitbucket.org/user/project", Scheme: "http", Authentication: "foo:bar"},
			// Source: github.com/buildkite/agent/agent/plugin/plugin_test.go:295 (credentials: the test gives the code the user and password on their own, in Authentication, and compares the URI it puts them in, rule 2c)
			wantRepo: "http://foo:bar@bitbucket.org/user/project", // lookalike
		},
	} {
		if got := tc.plugin.Repository(); got != tc.wantRepo {
			t.Errorf("Repository() = %q, want %q", got, tc.wantRepo)
		}
	}
}

func parsePlugin(ref string) (*Plugin, error) {
	scheme, rest, ok := strings.Cut(ref, "://")
	if !ok {
		return nil, errors.New("no scheme")
	}
	p := &Plugin{Scheme: scheme, Location: rest}
	if auth, loc, ok := strings.Cut(rest, "@"); ok {
		p.Authentication, p.Location = auth, loc
	}
	return p, nil
}

func TestCreateZipPluginWithAuth(t *testing.T) {
	// Source: github.com/buildkite/agent/agent/plugin/plugin_test.go:634 (credentials: input of the package's plugin parser; the test compares the user and password it gets out, rule 2c)
	got, err := parsePlugin("zip+https://user:pass@example.com/plugin.zip") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	want := &Plugin{Location: "example.com/plugin.zip", Scheme: "zip+https", Authentication: "user:pass"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parsePlugin() = %+v, want %+v", got, want)
	}
}

func remoteMirrorPromisorMarker(mirrorURL string) string {
	return "marker-" + string(rune(len(mirrorURL)))
}

func TestRemoteMirrorPromisorMarkerDoesNotContainCredentials(t *testing.T) {
	// Source: github.com/buildkite/agent/internal/job/checkout_fetch_remote_mirror_test.go:209 (credentials: the test checks that the marker hides the password; its name says so, rule 2b/2c)
	mirrorURL := "https://token:secret@mirror.example/repo.git" // lookalike
	marker := remoteMirrorPromisorMarker(mirrorURL)
	if strings.Contains(marker, mirrorURL) || strings.Contains(marker, "secret") {
		t.Errorf("remoteMirrorPromisorMarker() = %q, want credential-free digest", marker)
	}
}

func formatDebugEnvironmentVariable(kv string) string {
	k, v, _ := strings.Cut(kv, "=")
	if i := strings.Index(v, "@"); i >= 0 {
		if j := strings.LastIndex(v[:i], ":"); j >= 0 {
			v = v[:j+1] + "xxxxx" + v[i:]
		}
	}
	return k + "=" + v
}

func TestFormatDebugEnvironmentVariableRedactsRemoteMirrorCredentials(t *testing.T) {
	got := formatDebugEnvironmentVariable(
		// Source: github.com/buildkite/agent/internal/job/checkout_remote_mirror_test.go:457 (credentials: input of the redactor, which must mask the password, rule 2c)
		"BUILDKITE_GIT_REMOTE_MIRROR_URL=https://token:secret@mirror.example/repo.git", // lookalike
	)
	if strings.Contains(got, "secret") {
		t.Errorf("formatDebugEnvironmentVariable() = %q, want URL credentials redacted", got)
	}
	// Source: github.com/buildkite/agent/internal/job/checkout_remote_mirror_test.go:462 (credentials: the redactor's expected output, a masked password, rule 2c)
	if want := "BUILDKITE_GIT_REMOTE_MIRROR_URL=https://token:xxxxx@mirror.example/repo.git"; got != want { // lookalike
		t.Errorf("formatDebugEnvironmentVariable() = %q, want %q", got, want)
	}
}

// Secret is a secret of a job.
type Secret struct {
	Key   string
	Value string
}

func fetchSecrets(values map[string]string, keys []string) []Secret {
	var out []Secret
	for _, k := range keys {
		out = append(out, Secret{Key: k, Value: values[k]})
	}
	return out
}

func TestFetchSecrets_Success(t *testing.T) {
	want := []Secret{
		// Source: github.com/buildkite/agent/internal/secrets/secret_test.go:63 (credentials: the value of a secret the fake secrets API returns, data the test compares with what the code gets out; nothing connects with it, rule 2c)
		{Key: "DATABASE_URL", Value: "postgres://user:pass@host:5432/db"}, // lookalike
		{Key: "API_TOKEN", Value: "secret-token-123"},
	}
	server := map[string]string{}
	for _, s := range want {
		server[s.Key] = s.Value
	}
	secrets := fetchSecrets(server, []string{"DATABASE_URL", "API_TOKEN"})
	if !reflect.DeepEqual(secrets, want) {
		t.Errorf("unexpected secrets: %v", secrets)
	}
}

func newNSCStore(rawURL string) (string, error) {
	ns, ok := strings.CutPrefix(rawURL, "nsc://")
	if !ok || ns == "" || strings.Contains(ns, ":") {
		return "", errors.New("invalid nsc URL")
	}
	return ns, nil
}

func TestNewNSCStore(t *testing.T) {
	tests := []struct {
		name      string
		url       string
		namespace string
		wantErr   bool
	}{
		{name: "nsc with namespace", url: "nsc://my-namespace", namespace: "my-namespace"},
		// Source: github.com/buildkite/agent/internal/cache/store/nsc_test.go:228 (port: a port that is no number, in a row named invalid that expects the error, rule 2a/2b)
		{name: "invalid url", url: "nsc://host:notaport", wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ns, err := newNSCStore(tt.url)
			if (err != nil) != tt.wantErr {
				t.Fatalf("newNSCStore() error = %v, wantErr %v", err, tt.wantErr)
			}
			if ns != tt.namespace {
				t.Errorf("namespace = %q, want %q", ns, tt.namespace)
			}
		})
	}
}
