package azuredevopsrepo

import "testing"

func TestRepo_parse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		inputURL string
		expected Repo
		wantErr  bool
	}{
		{
			name: "valid azuredevops project with user information",
			expected: Repo{
				scheme:       "https",
				host:         "dev.azure.com",
				organization: "dnceng-public",
				project:      "public",
				name:         "public",
			},
			// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/repo_test.go:64 (credentials: a user name without any password, input to the repo URL parser in a row named with user information, rule 2c)
			inputURL: "https://dnceng-public@dev.azure.com/dnceng-public/public/_git/public?version=1#readme", // lookalike
			wantErr:  false,
		},
		{
			name: "valid legacy project with case-insensitive markers",
			expected: Repo{
				scheme:       "https",
				host:         "dev.azure.com",
				organization: "dnceng-public",
				project:      "public",
				name:         "public",
			},
			// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/repo_test.go:124 (hostcase: upper-case host fed to the repo URL parser in a row named case-insensitive, which the parser lowercases; rules 2b and 2c)
			inputURL: "https://DNCENG-PUBLIC.visualstudio.com/defaultcollection/public/_GIT/public", // lookalike
			wantErr:  false,
		},
		{
			name:     "invalid encoded path separator",
			expected: Repo{},
			// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/repo_test.go:178 (percent: an encoded slash in a row named invalid that expects wantErr from the parser; rules 2a and 2b)
			inputURL: "https://dev.azure.com/dnceng-public%2Fpublic/_git/public", // lookalike
			wantErr:  true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := Repo{}
			if err := r.parse(tt.inputURL); (err != nil) != tt.wantErr {
				t.Errorf("repoURL.parse() error = %v", err)
			}
			if tt.wantErr {
				return
			}
			if r != tt.expected {
				t.Errorf("Repo mismatch: got %+v, want %+v", r, tt.expected)
			}
		})
	}
}
