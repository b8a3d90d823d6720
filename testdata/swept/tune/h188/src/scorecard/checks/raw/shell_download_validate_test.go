package raw

import "testing"

func Test_isNpmUnpinnedDownload(t *testing.T) {
	t.Parallel()
	type args struct {
		cmd []string
	}
	tests := []struct {
		name string
		args args
		want bool
	}{
		{
			name: "npm install with github: prefix and valid hash",
			args: args{cmd: []string{"npm", "install", "github:nodeca/js-yaml#2cef47bebf60da141b78b085f3dea3b5733dcc12"}},
			want: false,
		},
		{
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:474 (syntax: a test case name that mentions the git:// prefix in words, prose and no URI by rule 4)
			name: "npm install with git:// prefix and valid hash", // lookalike
			args: args{cmd: []string{"npm", "install", "git://nodeca/js-yaml#2cef47bebf60da141b78b085f3dea3b5733dcc12"}},
			want: false,
		},
		{
			name: "npm install with http: prefix and valid hash",
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:483 (plainhttp: one row of a table that varies the npm package prefix on purpose, input to the unpinned-download detector, with the single-label host nodeca; rules 2c and 2d)
			args: args{cmd: []string{"npm", "install", "http://nodeca/js-yaml#2cef47bebf60da141b78b085f3dea3b5733dcc12"}}, // lookalike
			want: true,
		},
		{
			name: "npm install with https: prefix and valid hash",
			// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:490 (hostform: a row of the same prefix-varying table; the single-label host is deliberate detector input, rule 2d)
			args: args{cmd: []string{"npm", "install", "https://nodeca/js-yaml#2cef47bebf60da141b78b085f3dea3b5733dcc12"}}, // lookalike
			want: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := isNpmUnpinnedDownload(tt.args.cmd); got != tt.want {
				t.Errorf("isNpmUnpinnedDownload() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_hasUnpinnedURLs(t *testing.T) {
	t.Parallel()
	type args struct {
		cmd []string
	}
	tests := []struct {
		name     string
		args     args
		expected bool
	}{
		{
			name: "Single-quoted unpinned URL",
			args: args{
				cmd: []string{
					"curl", "--proto", "'=https'", "--tlsv1.2", "-sSf",
					// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:651 (syntax: a shell word with its quotes kept, input to hasUnpinnedURLs which strips quotes before parsing; row named single-quoted, rules 2b and 2c)
					"'https://raw.githubusercontent.com/rust-lang/rustup/main/rustup-init.sh'", // lookalike
				},
			},
			expected: true,
		},
		{
			name: "Single-quoted pinned URL",
			args: args{
				cmd: []string{
					"curl", "--proto", "'=https'", "--tlsv1.2", "-sSf",
					// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:665 (syntax: quoted shell word fed to the URL-pinning detector that strips quotes, rule 2c)
					"'https://raw.githubusercontent.com/rust-lang/rustup/f7935a8ad24a445629ceedb2cb706a4469e1e5b3/rustup-init.sh'", // lookalike
				},
			},
			expected: false,
		},
		{
			name: "Double-quoted unpinned URL",
			args: args{
				cmd: []string{
					"curl", "--proto", "\"=https\"", "--tlsv1.2", "-sSf",
					// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:679 (syntax: double-quoted shell word fed to the URL-pinning detector that strips quotes, rule 2c)
					"\"https://raw.githubusercontent.com/rust-lang/rustup/main/rustup-init.sh\"", // lookalike
				},
			},
			expected: true,
		},
		{
			name: "Double-quoted pinned URL",
			args: args{
				cmd: []string{
					"curl", "--proto", "\"=https\"", "--tlsv1.2", "-sSf",
					// Source: github.com/ossf/scorecard/v5/checks/raw/shell_download_validate_test.go:693 (syntax: double-quoted pinned URL word, detector input that is unquoted before parsing, rule 2c)
					"\"https://raw.githubusercontent.com/rust-lang/rustup/f7935a8ad24a445629ceedb2cb706a4469e1e5b3/rustup-init.sh\"", // lookalike
				},
			},
			expected: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if actual := hasUnpinnedURLs(tt.args.cmd); actual != tt.expected {
				t.Errorf("hasUnpinnedURLs() = %v, expected %v for %v", actual, tt.expected, tt.name)
			}
		})
	}
}
