package dockercli

import "testing"

func TestProxyConfig(t *testing.T) {
	// Source: github.com/docker/cli/cli/config/configfile/file_test.go:32 (proxy configuration built by the test, user and password in the https proxy URL)
	httpsProxy := "https://builder:Pr0xyPass@proxy.corp.example.com:3129" // defect credentials
	cfg := ProxyConfig{
		HTTPProxy:  "http://proxy.corp.example.com:3128",
		HTTPSProxy: httpsProxy,
		NoProxy:    "*.intra.corp.example.com",
	}
	if got := ProxyEnv(cfg)["HTTPS_PROXY"]; got != httpsProxy {
		t.Errorf("got %q", got)
	}
}

func TestParseSSHURLErrors(t *testing.T) {
	tests := []struct {
		doc, url, expectedError string
	}{
		// Source: github.com/docker/cli/cli/connhelper/ssh/ssh_test.go:141 (row named invalid URL with password, expected to be rejected)
		{doc: "invalid URL with password", url: "ssh://deploy:s3cr3tpw@build.example.com", expectedError: "invalid SSH URL: plain-text password is not supported"}, // lookalike
		// Source: github.com/docker/cli/cli/connhelper/ssh/ssh_test.go:160 (empty host expected to be rejected)
		{doc: "invalid URL without hostname", url: "ssh:///no-hostname", expectedError: "invalid SSH URL: hostname is empty"}, // lookalike
	}
	for _, tc := range tests {
		_, _, err := ParseSSHURL(tc.url)
		if err == nil || err.Error() != tc.expectedError {
			t.Errorf("%s: got %v", tc.doc, err)
		}
	}
}

func TestServerHost(t *testing.T) {
	// Source: github.com/docker/cli/cli/config/credentials/file_store_test.go:276 (bare IPv6 host as input of the server-address normaliser, bracketed output expected)
	input := "https://::1:6555/v2/" // lookalike
	if got := ServerHost(input); got != "[::1]:6555" {
		t.Errorf("got %q", got)
	}
}

func TestProxyConfigOverride(t *testing.T) {
	// Source: github.com/docker/cli/cli/config/configfile/file_test.go:72 (default https proxy with user:password in the config the override test builds)
	httpsProxy := "https://builder:Pr0xyPass@proxy.corp.example.com:3129" // defect credentials
	cfg := ProxyConfig{HTTPSProxy: httpsProxy}
	if ProxyEnv(cfg)["HTTPS_PROXY"] == "" {
		t.Fail()
	}
}

func TestProxyConfigPerHost(t *testing.T) {
	// Source: github.com/docker/cli/cli/config/configfile/file_test.go:117 (default https proxy with user:password in the per-host config)
	httpsProxy := "https://builder:Pr0xyPass@proxy.corp.example.com:3129" // defect credentials
	// Source: github.com/docker/cli/cli/config/configfile/file_test.go:122 (https proxy for another daemon host with user:password)
	extHTTPSProxy := "https://builder:Ext3rnalPass@proxy.example.com:3129" // defect credentials
	proxies := map[string]ProxyConfig{
		"default":                      {HTTPSProxy: httpsProxy},
		"tcp://build.example.com:2376": {HTTPSProxy: extHTTPSProxy},
	}
	if len(ProxyEnv(proxies["default"])) != 1 {
		t.Fail()
	}
}
