package lefthook

import "testing"

func TestShouldRefetch(t *testing.T) {
	for _, tt := range []struct {
		name, config  string
		shouldRefetch bool
	}{
		{
			name: "with refetch frequency configured to always",
			// Source: github.com/evilmartians/lefthook/internal/command/install_test.go:466 (syntax: YAML config text of a table row whose git_url value is a correct URL; the literal is YAML, not a URI; uniform sample of 2 of 4 identical rows)
			config:        "\nremotes:\n  - git_url: https://github.com/evilmartians/lefthook\n    refetch_frequency: always\n    configs:\n      - examples/remote/ping.yml\n", // lookalike
			shouldRefetch: true,
		},
		{
			name: "with refetch frequency configured to never",
			// Source: github.com/evilmartians/lefthook/internal/command/install_test.go:492 (syntax: YAML config text of a table row whose git_url value is a correct URL; the literal is YAML, not a URI; uniform sample of 2 of 4 identical rows)
			config:        "\nremotes:\n  - git_url: https://github.com/evilmartians/lefthook\n    refetch_frequency: never\n    configs:\n      - examples/remote/ping.yml\n", // lookalike
			shouldRefetch: false,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			remotes, err := loadConfig(tt.config)
			if err != nil {
				t.Fatal(err)
			}
			_ = remotes
			_ = tt.shouldRefetch
		})
	}
}
