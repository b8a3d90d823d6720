package okteto

import (
	"net/url"
	"reflect"
	"testing"
)

// Test_switchSSHRepoToHTTPS mirrors cmd/deploy/command_configuration_test.go.
func Test_switchSSHRepoToHTTPS(t *testing.T) {
	tests := []struct {
		expected *url.URL
		name     string
		repo     string
	}{
		{
			name: "input-ssh",
			repo: "git@github.com:okteto/go-getting-started.git",
			// Source: github.com/okteto/okteto/cmd/deploy/command_configuration_test.go:109 (syntax: the expected output of the scheme switcher for an scp-style remote keeps the rootless path the git URL parser returns, which String writes with a slash, rule 2c)
			expected: &url.URL{Scheme: "https", Host: "github.com", Path: "okteto/go-getting-started.git"}, // lookalike
		},
		{
			name: "input-http",
			// Source: github.com/okteto/okteto/cmd/deploy/command_configuration_test.go:125 (plainhttp: an http remote given to the function whose job is switching it to https, rule 2c)
			repo:     "http://github.com/okteto/go-getting-started.git", // lookalike
			expected: &url.URL{Scheme: "https", Host: "github.com", Path: "/okteto/go-getting-started.git"},
		},
		{
			name:     "input-local",
			repo:     "github.com/okteto/go-getting-started.git",
			expected: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := switchRepoSchemaToHTTPS(tt.repo)
			if !reflect.DeepEqual(tt.expected, got) {
				t.Errorf("want %v, got %v", tt.expected, got)
			}
		})
	}
}

// Test_isOktetoRepoFromURL mirrors cmd/utils/git_test.go.
func Test_isOktetoRepoFromURL(t *testing.T) {
	var tests = []struct {
		name     string
		url      string
		expected bool
	}{
		{
			name: "ssh from okteto",
			// Source: github.com/okteto/okteto/cmd/utils/git_test.go:134 (credentials: the userinfo is the user name git with no password, input to the remote matcher, by the credentials check, which needs a password)
			url:      "ssh://git@github.com/okteto/test", // lookalike
			expected: true,
		},
		{
			name: "https from okteto",
			// Source: github.com/okteto/okteto/cmd/utils/git_test.go:139 (credentials: user name git only, no password, input to the remote matcher that expects false, by the credentials check, which needs a password)
			url:      "ssh://git@github.com/test/test", // lookalike
			expected: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := isOktetoRepoFromURL(tt.url); got != tt.expected {
				t.Errorf("want %t, got %t", tt.expected, got)
			}
		})
	}
}

// Test_normalizeRepoURL mirrors pkg/analytics/hasher_test.go.
func Test_normalizeRepoURL(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "http converted to https",
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:40 (plainhttp: an http remote given to the normaliser that forces https, rule 2c)
			input:    "http://github.com/org/repo", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			name: "uppercased url lowercased",
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:65 (hostcase: an upper-case host given to the normaliser that lowercases it, in a case named uppercased url lowercased, rule 2c)
			input:    "https://GitHub.COM/Org/Repo", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			name: "mixed case with .git",
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:70 (schemecase: an upper-case scheme given to the normaliser that lowercases it, rule 2c)
			input:    "HTTPS://GitHub.com/Org/Repo.git", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			name: "credentials stripped from https url",
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:85 (credentials: a password given to the normaliser that strips credentials, case named credentials stripped, rule 2c)
			input:    "https://user:password@github.com/org/repo", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:99 (syntax: a test case name that starts with a scheme, words and no URI, by rule 4)
			name: "ssh:// scheme converted to https", // lookalike
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:100 (credentials: the userinfo is the user name git with no password, input to the normaliser, by the credentials check, which needs a password)
			input:    "ssh://git@github.com/org/repo.git", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			name: "credentials and query params stripped together",
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:105 (credentials: a user:token given to the normaliser whose job is stripping it, rule 2c)
			input:    "https://user:token@github.com/org/repo.git?ref=main#section", // lookalike
			expected: "https://github.com/org/repo",
		},
		{
			// Source: github.com/okteto/okteto/pkg/analytics/hasher_test.go:144 (syntax: a test case name that starts with a scheme, words and no URI, by rule 4)
			name:     "file:// local path returned as-is lowercased", // lookalike
			input:    "file:///path/to/repo",
			expected: "file:///path/to/repo",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, normalizeRepoURL(tt.input))
		})
	}
}

// TestNewRepositoryURL mirrors pkg/repository/repository_test.go.
func TestNewRepositoryURL(t *testing.T) {
	// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:123 (hostform: a working repository URL with the single-label host my-repo, a valid URL, by rule 1 and the hostform check)
	r := NewRepository("https://my-repo/okteto/okteto") // lookalike
	mustEqualString(t, "/okteto/okteto", r.url.Path)
}

func TestIsEqual(t *testing.T) {
	type input struct {
		r Repository
		o Repository
	}
	var tests = []struct {
		name     string
		input    input
		expected bool
	}{
		{
			name: "different hostname -> false",
			input: input{
				// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:167 (sink: a URL with only a host, compared by hostname in the equality check, no URI is sent; uniform sample 2 of 6, by the rule that a value only compared is no URI use)
				r: Repository{url: &repositoryURL{url.URL{Host: "my-hub"}}}, // lookalike
				o: Repository{url: &repositoryURL{url.URL{Host: "my-hub2"}}},
			},
			expected: false,
		},
		{
			name: "different path -> false",
			input: input{
				// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:175 (sink: a scheme-less URL whose host and path are only compared, no URI is sent, by the rule that a value only compared is no URI use)
				r: Repository{url: &repositoryURL{url.URL{Host: "my-hub", Path: "okteto/repo1"}}}, // lookalike
				o: Repository{url: &repositoryURL{url.URL{Host: "my-hub", Path: "okteto/repo2"}}},
			},
			expected: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.input.r.IsEqual(tt.input.o); got != tt.expected {
				t.Errorf("want %t, got %t", tt.expected, got)
			}
		})
	}
}

func Test_GetAnonymizedRepo(t *testing.T) {
	tests := []struct {
		name       string
		repository *Repository
		expected   string
	}{
		{
			name: "ssh repo",
			repository: &Repository{
				url: &repositoryURL{
					// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:250 (syntax: an ssh URL with the rootless path a git URL parser gives for scp remotes, input to the anonymizer, rule 2c)
					url.URL{Scheme: "ssh", Host: "github.com", Path: "okteto/okteto.git", User: url.User("git")}, // lookalike
				}},
			expected: "https://github.com/okteto/okteto",
		},
		{
			name: "https repo with credentials",
			repository: &Repository{
				url: &repositoryURL{
					url.URL{
						Scheme: "https",
						Host:   "github.com",
						Path:   "/okteto/okteto",
						// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:267 (credentials: a constant password given to url.UserPassword in the case named https repo with credentials, input to the anonymizer, rules 2b and 2c)
						User: url.UserPassword("git", "PASSWORD"), // lookalike
					},
				}},
			expected: "https://github.com/okteto/okteto",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, tt.repository.GetAnonymizedRepo())
		})
	}
}

func TestRepositoryURL_String(t *testing.T) {
	tests := []struct {
		name     string
		url      repositoryURL
		expected string
	}{
		{
			name: "http scheme",
			url: repositoryURL{
				// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:291 (plainhttp: an http URL given to the String method whose job is forcing https, rule 2c)
				URL: url.URL{Scheme: "http", Host: "okteto.com", Path: "docs", User: url.UserPassword("test", "password")}, // lookalike
			},
			expected: "https://okteto.com/docs",
		},
		{
			name: "https scheme",
			url: repositoryURL{
				URL: url.URL{
					Scheme: "https",
					Host:   "okteto.com",
					Path:   "docs",
					// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:307 (credentials: a constant password given to url.UserPassword as input to the String method that removes the user, rule 2c)
					User: url.UserPassword("test", "password"), // lookalike
				},
			},
			expected: "https://okteto.com/docs",
		},
		{
			name: "ssh scheme",
			url: repositoryURL{
				URL: url.URL{
					Scheme: "ssh",
					Host:   "okteto.com",
					Path:   "docs",
					// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:319 (credentials: constant password as input to the user-stripping String method, rule 2c)
					User: url.UserPassword("test", "password"), // lookalike
				},
			},
			expected: "https://okteto.com/docs",
		},
		{
			name: "git scheme",
			url: repositoryURL{
				// Source: github.com/okteto/okteto/pkg/repository/repository_test.go:327 (syntax: an ssh URL with a rootless path as a git URL parser gives it, input to the https-forcing String method, rule 2c)
				URL: url.URL{Scheme: "ssh", Host: "okteto.com", Path: "okteto/okteto.git"}, // lookalike
			},
			expected: "https://okteto.com/okteto/okteto",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, tt.url.String())
		})
	}
}

// Test_gitRepoController_sanitiseURL mirrors pkg/repository/git_test.go.
func Test_gitRepoController_sanitiseURL(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "URL with double slashes",
			// Source: github.com/okteto/okteto/pkg/repository/git_test.go:560 (syntax: empty path segments given to the sanitiser whose job is collapsing them, case named URL with double slashes, rules 2b and 2c)
			input:    "https://github.com//okteto//test.git", // lookalike
			expected: "https://github.com/okteto/test.git",
		},
		{
			name: "URL with multiple double slashes",
			// Source: github.com/okteto/okteto/pkg/repository/git_test.go:565 (syntax: more empty segments as input to the sanitiser, rule 2c)
			input:    "https://github.com//okteto//test//.git", // lookalike
			expected: "https://github.com/okteto/test/.git",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, gitRepoController{}.sanitiseURL(tt.input))
		})
	}
}

type fakeImageConfig struct {
	registryURL string
	globalNs    string
	ns          string
	isOkteto    bool
}

func (f fakeImageConfig) GetRegistryURL() string     { return f.registryURL }
func (f fakeImageConfig) IsOktetoCluster() bool      { return f.isOkteto }
func (f fakeImageConfig) GetGlobalNamespace() string { return f.globalNs }
func (f fakeImageConfig) GetNamespace() string       { return f.ns }

// TestExpandRegistry mirrors pkg/registry/image_test.go; the registry URL of an okteto context is a bare host (my-registry.com in the other registry tests) used as image prefix.
func TestExpandRegistry(t *testing.T) {
	type input struct {
		image  string
		config fakeImageConfig
	}
	var tests = []struct {
		name     string
		expected string
		input    input
	}{
		{
			name: "okteto dev should expansion - Okteto",
			input: input{
				config: fakeImageConfig{
					isOkteto: true,
					ns:       "test",
					// Source: github.com/okteto/okteto/pkg/registry/image_test.go:72 (sink: the test config gives the registry, which the code uses as a bare host prefix of image references, a full https URI; an image reference cannot carry a scheme, rule 1)
					registryURL: "https://my-registry", // defect sink
				},
				image: "okteto.dev/okteto:latest",
			},
			// Source: github.com/okteto/okteto/pkg/registry/image_test.go:76 (hostform: the expected image string is only compared with assert.Equal and its single-label host is no rare host form; no function takes it, by the rule that a value only compared is no URI use)
			expected: "https://my-registry/test/okteto:latest", // lookalike
		},
		{
			name: "okteto global should expansion - Okteto",
			input: input{
				config: fakeImageConfig{
					isOkteto: true,
					globalNs: "test",
					// Source: github.com/okteto/okteto/pkg/registry/image_test.go:94 (sink: the same full https URI configured where the registry host prefix of image references is needed, rule 1)
					registryURL: "https://my-registry", // defect sink
				},
				image: "okteto.global/okteto:latest",
			},
			// Source: github.com/okteto/okteto/pkg/registry/image_test.go:98 (hostform: expected image string only compared, single-label host, by the rule that a value only compared is no URI use)
			expected: "https://my-registry/test/okteto:latest", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			iCtrl := ImageCtrl{config: tt.input.config}
			mustEqualString(t, tt.expected, iCtrl.expandImageRegistries(tt.input.image))
		})
	}
}
