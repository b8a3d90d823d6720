package mc

import "testing"

// Tests valid host URL functionality.
func TestParseEnvURLStr(t *testing.T) {
	testCases := []struct {
		hostURL      string
		accessKey    string
		secretKey    string
		sessionToken string
		hostname     string
		port         string
	}{
		{
			// Source: github.com/minio/mc/cmd/config_test.go:33 (syntax: a '#' in the secret key, input of the package's parser parseEnvURLStr, which the test checks gives "minio1#23" back, rule 2c)
			hostURL:   "https://minio:minio1#23@localhost:9000", // lookalike
			accessKey: "minio",
			secretKey: "minio1#23",
			hostname:  "localhost",
			port:      "9000",
		},
		{
			// Source: github.com/minio/mc/cmd/config_test.go:40 (credentials: input of the parser, whose secretKey the test compares with the password it gets out, rule 2c)
			hostURL:   "https://minio:minio123@@localhost:9000", // lookalike
			accessKey: "minio",
			secretKey: "minio123@",
			hostname:  "localhost",
			port:      "9000",
		},
		{
			hostURL:   "https://localhost:9000",
			accessKey: "",
			secretKey: "",
			hostname:  "localhost",
			port:      "9000",
		},
		{
			// Source: github.com/minio/mc/cmd/config_test.go:61 (credentials: a key, secret and session token the parser is expected to split out, compared field by field, rule 2c)
			hostURL:      "https://minio:minio123:token@localhost:9000", // lookalike
			accessKey:    "minio",
			secretKey:    "minio123",
			sessionToken: "token",
			hostname:     "localhost",
			port:         "9000",
		},
		{
			// Source: github.com/minio/mc/cmd/config_test.go:94 (credentials: an empty user with a secret the test expects the parser to get out, rule 2c)
			hostURL:   "https://:minio123@localhost:9000", // lookalike
			hostname:  "localhost",
			secretKey: "minio123",
			port:      "9000",
		},
	}

	for _, testCase := range testCases {
		t.Run("", func(t *testing.T) {
			url, ak, sk, token, err := parseEnvURLStr(testCase.hostURL)
			if err != nil {
				t.Fatalf("Expected test to pass. Failed with err %s", err)
			}
			if testCase.accessKey != ak {
				t.Fatalf("Expected %s, got %s", testCase.accessKey, ak)
			}
			if testCase.secretKey != sk {
				t.Fatalf("Expected %s, got %s", testCase.secretKey, sk)
			}
			if testCase.sessionToken != token {
				t.Fatalf("Expected %s, got %s", testCase.sessionToken, token)
			}
			if testCase.hostname != url.Hostname() {
				t.Fatalf("Expected %s, got %s", testCase.hostname, url.Hostname())
			}
			if testCase.port != url.Port() {
				t.Fatalf("Expected %s, got %s", testCase.port, url.Port())
			}
		})
	}
}
