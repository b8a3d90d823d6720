package pulumi

import (
	"net/url"
	"strings"
	"testing"
)

func ParseGitRepoURL(rawurl string) (string, string, error) {
	u, err := url.Parse(rawurl)
	if err != nil {
		return "", "", err
	}
	return u.String(), "", nil
}

func TestParseGitRepoURL(t *testing.T) {
	test := func(expectedURL string, expectedURLPath string, rawurl string) {
		actualURL, actualURLPath, err := ParseGitRepoURL(rawurl)
		if err != nil || actualURL != expectedURL || actualURLPath != expectedURLPath {
			t.Errorf("%s %s", actualURL, actualURLPath)
		}
	}
	// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/gitutil/git_test.go:153 (credentials: input of the package's repository URL parser in TestParseGitRepoURL, rule 2c)
	pre := "https://user1:12345@gitlab.com/proj/finally.git" // lookalike
	// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/gitutil/git_test.go:154 (credentials: expected output of the same parser, the very text its input gives, rule 2c)
	exp := "https://user1:12345@gitlab.com/proj/finally.git" // lookalike
	test(exp, "", pre)
}

type httpAuth struct{ *BasicAuth }

type BasicAuth struct{ Username, Password string }

func getAuthForURL(rawurl string) (string, httpAuth, error) {
	u, err := url.Parse(rawurl)
	if err != nil {
		return "", httpAuth{}, err
	}
	pw, _ := u.User.Password()
	auth := httpAuth{&BasicAuth{Username: u.User.Username(), Password: pw}}
	u.User = nil
	return u.String(), auth, nil
}

func TestGetAuthForURL(t *testing.T) {
	t.Run("with basic auth user/password", func(t *testing.T) {
		t.Parallel()
		// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/gitutil/git_test.go:515 (credentials: the test compares the password the code takes out of the URL, rule 2c)
		url, auth, err := getAuthForURL("http://user:password@github.com/pulumi/templates") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if *auth.BasicAuth != (BasicAuth{Username: "user", Password: "password"}) || url != "http://github.com/pulumi/templates" {
			t.Fatal(url)
		}
	})
}

func RedactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "[redacted url]"
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

func TestRedactURL(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{
			name: "postgres dsn password",
			// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/httputil/redact_test.go:33 (credentials: input of the package's URL redactor, rule 2c)
			in:   "postgres://user:hunter2@db.example.com:5432/pulumi", // lookalike
			want: "postgres://user:xxxxx@db.example.com:5432/pulumi",
		},
		{
			name: "unparseable",
			// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/httputil/redact_test.go:58 (syntax: a stray '%' in a row named unparseable, input of the redactor, rules 2b and 2c)
			in:   "http://foo.com/%", // lookalike
			want: "[redacted url]",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := RedactURL(tt.in); got != tt.want {
				t.Fatal(got)
			}
		})
	}
}

type bridge struct{ port int }

func (b *bridge) Endpoint() string { return "tcp://127.0.0.1:4317" }

func TestAppdashBridge(t *testing.T) {
	b := &bridge{}
	endpoint := b.Endpoint()
	// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/otelreceiver/appdash_bridge_test.go:213 (port: a prefix given to strings.HasPrefix, the port follows it in the endpoint)
	if !strings.HasPrefix(endpoint, "tcp://127.0.0.1:") { // lookalike
		t.Fatal(endpoint)
	}
}

type PluginDescriptor struct {
	Name              string
	PluginDownloadURL string
}

func parsePluginSource(source string) (PluginDescriptor, error) {
	u, err := url.Parse(source)
	if err != nil {
		return PluginDescriptor{}, err
	}
	u.Scheme = "git"
	return PluginDescriptor{Name: strings.ReplaceAll(u.Host+u.Path, "/", "_"), PluginDownloadURL: u.String()}, nil
}

func TestNewPluginSpec(t *testing.T) {
	cases := []struct {
		name               string
		source             string
		ExpectedPluginSpec PluginDescriptor
	}{
		{
			name: "url with auth info",
			// Source: github.com/pulumi/pulumi/sdk/v3/go/common/workspace/plugins_test.go:2118 (credentials: input of the package's plugin source parser in a row named for auth info, rules 2b and 2c)
			source: "https://abc:token@github.com/pulumi/pulumi-example@v1.0.0", // lookalike
			ExpectedPluginSpec: PluginDescriptor{
				Name: "github.com_pulumi_pulumi-example.git",
				// Source: github.com/pulumi/pulumi/sdk/v3/go/common/workspace/plugins_test.go:2124 (credentials: expected output of the package's plugin source parser, carried over from the row's input, in a row named for auth info, rules 2b and 2c)
				PluginDownloadURL: "git://abc:token@github.com/pulumi/pulumi-example", // lookalike
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			spec, err := parsePluginSource(c.source)
			if err != nil {
				t.Fatal(err)
			}
			_ = spec
		})
	}
}

type PackageSpec struct {
	Source            string
	Version           string
	PluginDownloadURL string
}

// LogValue redacts the credentials of the spec.
func (p PackageSpec) LogValue() string {
	return RedactURL(p.Source) + " " + RedactURL(p.PluginDownloadURL)
}

func TestPackageSpecLogValueRedactsCredentials(t *testing.T) {
	t.Parallel()

	spec := PackageSpec{
		// Source: github.com/pulumi/pulumi/sdk/v3/go/common/workspace/project_test.go:1894 (credentials: fixture of a test named for redacting credentials, rule 2c)
		Source:  "git://user:sourcesecret@github.com/org/repo", // lookalike
		Version: "1.2.3",
		// Source: github.com/pulumi/pulumi/sdk/v3/go/common/workspace/project_test.go:1896 (credentials: second fixture of the same redaction test, rule 2c)
		PluginDownloadURL: "https://user:downloadsecret@example.com/plugin", // lookalike
	}
	out := spec.LogValue()
	if strings.Contains(out, "sourcesecret") {
		t.Fatal(out)
	}
}
