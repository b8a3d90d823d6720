package docker

import "testing"

func TestMaskURLCredentials(t *testing.T) {
	tests := []struct {
		rawURL    string
		maskedURL string
	}{
		// Source: github.com/docker/docker/daemon/config/config_test.go:779 (credentials: input of the credential masker test, a password in a redaction test (rule 2c/2d), row and expected masked output put on one line; uniform sample of 40 of 194 look-alikes)
		{rawURL: "http://USER:PASSWORD@proxy.example.com:80/", maskedURL: "http://xxxxx:xxxxx@proxy.example.com:80/"}, // lookalike
		// Source: github.com/docker/docker/daemon/config/config_test.go:782 (credentials: input of the credential masker test, a password in a redaction test (rule 2c/2d), row and expected masked output put on one line; uniform sample of 40 of 194 look-alikes)
		{rawURL: "http://PASSWORD:PASSWORD@proxy.example.com:80/", maskedURL: "http://xxxxx:xxxxx@proxy.example.com:80/"}, // lookalike
		// Source: github.com/docker/docker/daemon/config/config_test.go:794 (credentials: input of the credential masker test, a password in a redaction test (rule 2c/2d), row and expected masked output put on one line; uniform sample of 40 of 194 look-alikes)
		{rawURL: "http://USER%40docker:password@proxy.example.com:80/", maskedURL: "http://xxxxx:xxxxx@proxy.example.com:80/"}, // lookalike
		// Source: github.com/docker/docker/daemon/config/config_test.go:797 (credentials: input of the credential masker test, a password in a redaction test (rule 2c/2d), row and expected masked output put on one line, the sampled expected output of line 798 shares this line; uniform sample of 40 of 194 look-alikes)
		{rawURL: "http://USER%40docker:pa%3Fsword@proxy.example.com:80/", maskedURL: "http://xxxxx:xxxxx@proxy.example.com:80/"}, // lookalike
		// Source: github.com/docker/docker/daemon/config/config_test.go:800 (credentials: input of the credential masker test, a password in a redaction test (rule 2c/2d), row and expected masked output put on one line; uniform sample of 40 of 194 look-alikes)
		{rawURL: "http://USER%40docker:pa%3Fsword@proxy.example.com:80/hello%20world", maskedURL: "http://xxxxx:xxxxx@proxy.example.com:80/hello%20world"}, // lookalike
	}
	for _, test := range tests {
		if got := MaskCredentials(test.rawURL); got != test.maskedURL {
			t.Errorf("got %q, want %q", got, test.maskedURL)
		}
	}
}
