package gitlfs

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

type URLConfig struct{ keys map[string]string }

// Get returns the value of key for the most specific URL entry that matches rawurl.
func (c *URLConfig) Get(prefix, rawurl, key string) (string, bool) {
	u, err := url.Parse(rawurl)
	if err != nil {
		return "", false
	}
	v, ok := c.keys[prefix+"."+u.Scheme+"://"+u.Host+"."+key]
	return v, ok
}

// Source: github.com/git-lfs/git-lfs/config/url_config_test.go:40 (URL matcher table: the same URL with and without the default port ":443")
func TestURLConfig(t *testing.T) {
	u := &URLConfig{keys: map[string]string{"http.https://host.com.key": "host"}}
	getOne := map[string]string{
		"https://host.com/repo2.git/info/lfs":     "no .git",
		"https://host.com:443/repo2.git/info/lfs": "no .git", // lookalike
		// Source: github.com/git-lfs/git-lfs/config/url_config_test.go:31 (URL matcher table: a URL with user and password, matched on its user name)
		"https://user:pass@host.com/a/b/c": "user-b", // lookalike
	}
	for rawurl, expected := range getOne {
		value, _ := u.Get("http", rawurl, "key")
		if value != expected {
			t.Logf("get one: %s", rawurl)
		}
	}
}

type getCredsTest struct {
	Endpoint string
	Config   map[string]string
	User     string
	Pass     string
}

// Source: github.com/git-lfs/git-lfs/lfsapi/auth_test.go:661 (lfs.url with user and password: the test expects the client to take Basic credentials "user"/"pass" out of it)
func TestGetCreds(t *testing.T) {
	tests := map[string]getCredsTest{
		"api url auth": {
			Endpoint: "https://git-server.com/repo",
			Config: map[string]string{
				"lfs.url": "https://user:pass@git-server.com/repo", // lookalike
			},
			User: "user",
			Pass: "pass",
		},
	}
	for name, test := range tests {
		u, err := url.Parse(test.Config["lfs.url"])
		if err != nil {
			t.Fatal(name, err)
		}
		if p, _ := u.User.Password(); u.User.Username() != test.User || p != test.Pass {
			t.Errorf("%s: wrong credentials", name)
		}
	}
}

func ValidateRemoteURL(remote string) error {
	_, err := url.Parse(remote)
	return err
}

// Source: github.com/git-lfs/git-lfs/git/git_test.go:749 (input of the package's remote URL validator, with ssh's port 22 written out)
func TestValidateRemoteURL(t *testing.T) {
	if err := ValidateRemoteURL("ssh://git@github.com:22/git-lfs/git-lfs"); err != nil { // lookalike
		t.Fatal(err)
	}
}

// Source: github.com/git-lfs/git-lfs/ssh/ssh_test.go:509 (test named InvalidOptionsAsHost: a host that is an ssh option, which must not reach ssh as one)
func TestSSHGetLFSExeAndArgsInvalidOptionsAsHost(t *testing.T) {
	u, err := url.Parse("ssh://-oProxyCommand=gnome-calculator/repo") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	e := EndpointFromSshUrl(u)
	if e.Path != "/repo" {
		t.Fatal(e.Path)
	}
}

// Source: github.com/git-lfs/git-lfs/lfsapi/endpoint_finder_test.go:572 (expected OriginalUrl of the endpoint finder, an ssh remote on port 443)
func TestEndpointSSHPort(t *testing.T) {
	want := Endpoint{OriginalUrl: "ssh://git@lfshttp.github.com:443/git-lfs/git-lfs.git"} // lookalike
	if want.OriginalUrl == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/git-lfs/git-lfs/lfshttp/proxy_test.go:29 (git config key: http.<url>.proxy)
func TestProxyForURL(t *testing.T) {
	cfg := map[string]string{"http.https://some-host.com:123.proxy": "https://proxy-for-some-host:8080"} // lookalike
	if len(cfg) != 1 {
		t.Fatal(cfg)
	}
}

// Source: github.com/git-lfs/git-lfs/lfshttp/certs_test.go:69 (git config key built around a host name: http.https://<host>.sslcainfo)
func TestCertFromSSLCAInfoConfig(t *testing.T) {
	hostName := "git-lfs.local"
	key := fmt.Sprintf("http.https://%v.sslcainfo", hostName) // lookalike
	if !strings.HasSuffix(key, ".sslcainfo") {
		t.Fatal(key)
	}
}

// Source: github.com/git-lfs/git-lfs/lfsapi/auth_test.go:874 (credential host taken from a test server's URL by trimming its scheme)
func TestCredHostFromServer(t *testing.T) {
	srvURL := "http://127.0.0.1:40404"
	host := strings.TrimPrefix(srvURL, "http://") // lookalike
	if host != "127.0.0.1:40404" {
		t.Fatal(host)
	}
}
