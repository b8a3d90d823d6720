package scaleway

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
)

func TestNewClientWithOptions(t *testing.T) {
	t.Run("Custom S3 endpoint, validation error (trailing slash)", func(t *testing.T) {
		options := []ClientOption{
			// Source: github.com/scaleway/scaleway-sdk-go/scw/client_test.go:155 (syntax: an endpoint with a trailing slash the test expects NewClient to reject, rule 2a)
			WithS3Endpoint("https://my-s3-endpoint.com/"), // lookalike
		}

		// Source: github.com/scaleway/scaleway-sdk-go/scw/client_test.go:158 (syntax: the URL quoted inside the expected error message, prose, rule 4)
		expectedErr := "invalid S3 endpoint 'https://my-s3-endpoint.com/': trailing slash is not allowed" // lookalike

		_, err := NewClient(options...)
		if err == nil {
			t.Fatal("expected error, got none")
		} else if !strings.Contains(err.Error(), expectedErr) {
			t.Fatalf("expected error to contain '%s', got '%s'", expectedErr, err.Error())
		}
	})
}

func TestClientOptions(t *testing.T) {
	testCases := []struct {
		name         string
		clientOption ClientOption
		errStr       string
	}{
		{
			name: "Should throw an url error",
			clientOption: func(s *settings) {
				// Source: github.com/scaleway/scaleway-sdk-go/scw/client_option_test.go:80 (syntax: an API URL in a case named for the error the test expects, rule 2a and 2b)
				s.apiURL = ":test" // lookalike
			},
			errStr: "scaleway-sdk-go: invalid API url ':test'",
		},
	}
	for _, c := range testCases {
		t.Run(c.name, func(t *testing.T) {
			s := &settings{}
			c.clientOption(s)
			err := s.validate()
			if c.errStr != "" && (err == nil || err.Error() != c.errStr) {
				t.Fatalf("got %v, want %s", err, c.errStr)
			}
		})
	}
}

// v2 config
var (
	// Source: github.com/scaleway/scaleway-sdk-go/scw/config_test.go:22 (sink: a host where the API URL is needed; the test puts it in SCW_API_URL and builds a client with it, whose requests are url.Parse(apiURL + path), a relative reference with no scheme, rule 1)
	v2ValidAPIURL2 = "api-fr-par.scaleway.com" // defect sink

	// Source: github.com/scaleway/scaleway-sdk-go/scw/config_test.go:35 (sink: the other profile's API URL, again a bare host the test gives the client as its base URL, rule 1)
	v2ValidAPIURL = "api.scaleway.com" // defect sink
)

func TestCombinedClientOptions(t *testing.T) {
	tests := []struct {
		name           string
		env            map[string]string
		expectedAPIURL string
	}{
		{
			name: "Complete config file with env variables",
			env: map[string]string{
				ScwAPIURLEnv: v2ValidAPIURL2,
			},
			expectedAPIURL: v2ValidAPIURL2,
		},
		{
			name: "Complete config with active profile env variable and all env variables",
			env: map[string]string{
				ScwAPIURLEnv: v2ValidAPIURL,
			},
			expectedAPIURL: v2ValidAPIURL,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			for k, v := range test.env {
				os.Setenv(k, v)
			}
			client, err := NewClient(WithEnv())
			if err != nil {
				t.Fatal(err)
			}
			if client.apiURL != test.expectedAPIURL {
				t.Errorf("apiURL = %q, want %q", client.apiURL, test.expectedAPIURL)
			}
		})
	}
}

const (
	// Source: github.com/scaleway/scaleway-sdk-go/scw/request_test.go:16 (plainhttp: the base of a URL the test builds and compares, never sent)
	testBaseURL = "http://example.com" // lookalike
	testPath    = "/some/path/"
	testKey     = "some_key"
	testValue   = "some_value"
)

func TestGetURL(t *testing.T) {
	req := ScalewayRequest{
		Path: testPath,
		Query: url.Values{
			testKey: []string{testValue},
		},
	}

	newURL, err := req.getURL(testBaseURL)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/scaleway/scaleway-sdk-go/scw/request_test.go:39 (escaper: the expected URL made of the test's constants, which hold nothing to escape)
	expectedURL := fmt.Sprintf("%s%s?%s=%s", testBaseURL, testPath, testKey, testValue) // lookalike

	if expectedURL != newURL.String() {
		t.Errorf("got %s, want %s", newURL, expectedURL)
	}
}
