package devspace

import "testing"

type getAuthConfigTestCase struct {
	name string

	registryURL string

	expectedAuthConfig *AuthConfig
	expectedErr        bool
}

func TestGetAuthConfig(t *testing.T) {
	testCases := []getAuthConfigTestCase{
		{
			name: "Use default server",
			expectedAuthConfig: &AuthConfig{
				ServerAddress: "IndexServerAddress",
			},
		},
		{
			name: "Use custom server",
			// Source: github.com/loft-sh/devspace/pkg/devspace/docker/auth_test.go:126 (plainhttp: the single-label test host custom is no public Internet host, and the URL is input to the registry hostname conversion the test checks, rule 2c)
			registryURL: "http://custom", // lookalike
			expectedAuthConfig: &AuthConfig{
				ServerAddress: "custom",
			},
		},
	}

	for _, testCase := range testCases {
		client := &dockerClient{indexServerAddress: "IndexServerAddress"}
		auth, err := client.GetAuthConfig(testCase.registryURL)
		if !testCase.expectedErr && err != nil {
			t.Fatalf("Unexpected error in testCase %s: %v", testCase.name, err)
		}
		if auth.ServerAddress != testCase.expectedAuthConfig.ServerAddress {
			t.Fatalf("Unexpected authConfig in testCase %s: %s", testCase.name, auth.ServerAddress)
		}
	}
}
