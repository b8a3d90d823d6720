package lefthook

import "testing"

func TestLoad(t *testing.T) {
	for name, tt := range map[string]struct {
		files map[string]string
	}{
		"with extends": {
			files: map[string]string{
				// Source: github.com/evilmartians/lefthook/internal/config/load_test.go:538 (syntax: YAML config file content with extends and a remote whose git_url is a correct URL; the literal is YAML, not a URI)
				"lefthook.yml": "\nextends:\n  - global-extend.yml\n\nremotes:\n  - git_url: https://github.com/evilmartians/lefthook\n    configs:\n      - examples/config.yml\n\npre-push:\n  commands:\n    global:\n      run: echo global\n", // lookalike
			},
		},
		"with remotes, config and configs": {
			files: map[string]string{
				// Source: github.com/evilmartians/lefthook/internal/config/load_test.go:1110 (syntax: YAML config file content with two remotes whose git_url values are correct URLs; the literal is YAML, not a URI)
				"lefthook.yml": "\npre-commit:\n  commands:\n    global:\n      run: echo 'Global!'\nremotes:\n  - git_url: https://github.com/evilmartians/lefthook\n    ref: v1.0.0\n    configs:\n      - examples/custom.yml\n  - git_url: https://github.com/evilmartians/lefthook\n    configs:\n      - examples/remote/ping.yml\n    ref: v1.5.5\n", // lookalike
			},
		},
	} {
		t.Run(name, func(t *testing.T) {
			for _, text := range tt.files {
				if _, err := loadConfig(text); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
