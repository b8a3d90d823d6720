package raw

import "testing"

type expectedSnippet struct {
	snippet   string
	startLine uint
	endLine   uint
	t         DependencyUseType
}

func hasSnippet(r *PinningDependenciesData, e expectedSnippet) bool {
	for _, dep := range r.Dependencies {
		if dep.Location != nil && dep.Location.Snippet == e.snippet &&
			dep.Location.Offset == e.startLine && dep.Location.EndOffset == e.endLine && dep.Type == e.t {
			return true
		}
	}
	return false
}

func TestDockerfileInsecureDownloadsLineNumber(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		filename string
		expected []expectedSnippet
	}{
		{
			name:     "dockerfile downloads",
			filename: "./testdata/Dockerfile-download-lines",
			expected: []expectedSnippet{
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:782 (syntax: expected snippet of the download parser, a pip command line in which the VCS URL is one shell word, command text by rule 4; uniform sample 1 of 27)
					snippet:   "pip install --no-deps -e hg+https://github.com/username/repo.git@0123456789abcdef0123456789abcdef01234567#egg=package", // lookalike
					startLine: 46,
					endLine:   46,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:800 (syntax: expected pip command snippet carrying a git+https URL as one word, command text by rule 4; uniform sample 2 of 27)
					snippet:   "pip install --no-deps -e git+https://github.com/username/repo.git", // lookalike
					startLine: 49,
					endLine:   49,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:824 (syntax: expected pip command snippet with a commit-pinned git+https URL, command text by rule 4; uniform sample 3 of 27)
					snippet:   "pip install -e git+https://github.com/username/repo.git@0123456789abcdef0123456789abcdef01234567#egg=package", // lookalike
					startLine: 60,
					endLine:   60,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:842 (syntax: expected snippet of a bash process substitution around curl with a quoted URL, command text by rule 4)
					snippet:   `bash <(curl --silent --show-error "https://raw.githubusercontent.com/rhysd/actionlint/main/scripts/download-actionlint.bash")`, // lookalike
					startLine: 68,
					endLine:   68,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:848 (syntax: expected curl-pipe-bash snippet, the URL is one word of a command line, rule 4)
					snippet:   "curl -sSL https://dot.net/v1/dotnet-install.sh | bash /dev/stdin", // lookalike
					startLine: 69,
					endLine:   69,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:854 (syntax: expected curl-pipe-bash snippet with a raw.githubusercontent URL as one word, rule 4)
					snippet:   "curl -sSL https://raw.githubusercontent.com/dotnet/install-scripts/main/src/dotnet-install.sh | bash /dev/stdin", // lookalike
					startLine: 70,
					endLine:   70,
					t:         DependencyUseTypeDownloadThenRun,
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r PinningDependenciesData
			if _, err := validateDockerfileInsecureDownloads(tt.filename, nil, &r); err != nil {
				t.Errorf("error during validateDockerfileInsecureDownloads: %v", err)
			}
			for _, e := range tt.expected {
				if !hasSnippet(&r, e) {
					t.Errorf("test failed: dependency not present: %+v", e)
				}
			}
		})
	}
}

func TestDockerfileWithHeredocsInsecureDownloadsLineNumber(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		filename string
		expected []expectedSnippet
	}{
		{
			name:     "dockerfile heredoc downloads",
			filename: "./testdata/Dockerfile-download-heredoc",
			expected: []expectedSnippet{
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:984 (syntax: expected heredoc pip snippet with a tag-pinned git+https URL as one word, command text by rule 4; uniform sample 4 of 27)
					snippet:   "pip install --no-deps -e git+https://github.com/username/repo.git@v1.0#egg=package", // lookalike
					startLine: 20,
					endLine:   20,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1012 (syntax: expected heredoc pip snippet, command text by rule 4; uniform sample 5 of 27)
					snippet:   "pip install --no-deps -e git+https://github.com/username/repo.git@v1.0#egg=package", // lookalike
					startLine: 36,
					endLine:   36,
					t:         DependencyUseTypePipCommand,
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r PinningDependenciesData
			if _, err := validateDockerfileInsecureDownloads(tt.filename, nil, &r); err != nil {
				t.Errorf("error during validateDockerfileInsecureDownloads: %v", err)
			}
			for _, e := range tt.expected {
				if !hasSnippet(&r, e) {
					t.Errorf("test failed: dependency not present: %+v", e)
				}
			}
		})
	}
}

func TestShellscriptInsecureDownloadsLineNumber(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		filename string
		expected []expectedSnippet
	}{
		{
			name:     "shell downloads",
			filename: "./testdata/shell-download-lines.sh",
			expected: []expectedSnippet{
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1134 (plainhttp: expected snippet of the insecure-download detector, the plain-http download it exists to report, inside command text; rules 2c and 4)
					snippet:   "bash <(wget -qO- http://website.com/my-script.sh)", // lookalike
					startLine: 18,
					endLine:   18,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1140 (plainhttp: the same detector fixture on the next script line, rules 2c and 4)
					snippet:   "bash <(wget -qO- http://website.com/my-script.sh)", // lookalike
					startLine: 20,
					endLine:   20,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1170 (syntax: expected shell pip snippet with an hg+https URL as one word, command text by rule 4; uniform sample 6 of 27)
					snippet:   "pip install --no-deps -e hg+https://github.com/username/repo.git@0123456789abcdef0123456789abcdef01234567#egg=package", // lookalike
					startLine: 46,
					endLine:   46,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1188 (syntax: expected shell pip snippet with an unpinned git+https URL, command text by rule 4; uniform sample 7 of 27)
					snippet:   "pip install --no-deps -e git+https://github.com/username/repo.git", // lookalike
					startLine: 49,
					endLine:   49,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1212 (syntax: expected shell pip snippet with a commit-pinned git+https URL, command text by rule 4; uniform sample 8 of 27)
					snippet:   "pip install -e git+https://github.com/username/repo.git@0123456789abcdef0123456789abcdef01234567#egg=package", // lookalike
					startLine: 60,
					endLine:   60,
					t:         DependencyUseTypePipCommand,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1248 (syntax: expected bash-curl snippet from the shell script, command text by rule 4)
					snippet:   `bash <(curl --silent --show-error "https://raw.githubusercontent.com/rhysd/actionlint/main/scripts/download-actionlint.bash")`, // lookalike
					startLine: 69,
					endLine:   69,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1254 (syntax: expected curl-pipe-bash snippet from the shell script, command text by rule 4)
					snippet:   "curl -sSL https://dot.net/v1/dotnet-install.sh | bash /dev/stdin", // lookalike
					startLine: 70,
					endLine:   70,
					t:         DependencyUseTypeDownloadThenRun,
				},
				{
					// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1260 (syntax: expected curl-pipe-bash snippet from the shell script, command text by rule 4)
					snippet:   "curl -sSL https://raw.githubusercontent.com/dotnet/install-scripts/main/src/dotnet-install.sh | bash /dev/stdin", // lookalike
					startLine: 71,
					endLine:   71,
					t:         DependencyUseTypeDownloadThenRun,
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r PinningDependenciesData
			if _, err := validateShellScriptIsFreeOfInsecureDownloads(tt.filename, nil, &r); err != nil {
				t.Errorf("error during validateShellScriptIsFreeOfInsecureDownloads: %v", err)
			}
			for _, e := range tt.expected {
				if !hasSnippet(&r, e) {
					t.Errorf("test failed: dependency not present: %+v", e)
				}
			}
		})
	}
}

func stringAsPointer(s string) *string { return &s }

func boolAsPointer(b bool) *bool { return &b }

func TestCollectDockerfilePinning(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                string
		filename            string
		outcomeDependencies []Dependency
	}{
		{
			name:     "Non-pinned dockerfile",
			filename: "./testdata/Dockerfile-not-pinned",
			outcomeDependencies: []Dependency{
				{
					Name:     stringAsPointer("python"),
					PinnedAt: stringAsPointer("3.7"),
					Location: &File{Path: "./testdata/Dockerfile-not-pinned", Snippet: "FROM python:3.7", Offset: 17, EndOffset: 17},
					Pinned:   boolAsPointer(false),
					Type:     DependencyUseTypeContainerImage,
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1967 (syntax: expected remediation text naming a docker image and its digest in words, no URI at all, rule 4)
						Text: "pin your Docker image by updating python:3.7 to python:3.7" + "@sha256:eedf63967cdb57d8214db38ce21f105003ed4e4d0358f02bedc057341bcf92a0", // lookalike
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1969 (syntax: the same remediation as markdown text, an image reference in prose, rule 4)
						Markdown: "pin your Docker image by updating python:3.7 to python:3.7" + "@sha256:eedf63967cdb57d8214db38ce21f105003ed4e4d0358f02bedc057341bcf92a0", // lookalike
					},
				},
			},
		},
		{
			name:     "Non-pinned dockerfile as simple",
			filename: "./testdata/Dockerfile-not-pinned-as-simple",
			outcomeDependencies: []Dependency{
				{
					Name:     stringAsPointer("python"),
					PinnedAt: stringAsPointer("3.7"),
					Location: &File{Path: "./testdata/Dockerfile-not-pinned-as-simple", Snippet: "FROM python:3.7 as build", Offset: 16, EndOffset: 16},
					Pinned:   boolAsPointer(false),
					Type:     DependencyUseTypeContainerImage,
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1994 (syntax: expected remediation text with an image reference in words, rule 4)
						Text: "pin your Docker image by updating python:3.7 to python:3.7" + "@sha256:eedf63967cdb57d8214db38ce21f105003ed4e4d0358f02bedc057341bcf92a0", // lookalike
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:1996 (syntax: expected markdown remediation with an image reference in words, rule 4)
						Markdown: "pin your Docker image by updating python:3.7 to python:3.7" + "@sha256:eedf63967cdb57d8214db38ce21f105003ed4e4d0358f02bedc057341bcf92a0", // lookalike
					},
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r PinningDependenciesData
			if err := collectDockerfilePinning(tt.filename, &r); err != nil {
				t.Fatal(err)
			}
			if len(r.Dependencies) != len(tt.outcomeDependencies) {
				t.Errorf("got %d dependencies, want %d", len(r.Dependencies), len(tt.outcomeDependencies))
			}
		})
	}
}

func TestCollectInsecureNugetCsproj(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                string
		filenames           []string
		stagedDependencies  []Dependency
		outcomeDependencies []Dependency
	}{
		{
			name:      "unpinned by command and 'locked mode' disabled implicitly",
			filenames: []string{"./dotnet-locked-mode-disabled-implicitly.csproj"},
			stagedDependencies: []Dependency{
				{
					Type:   DependencyUseTypeNugetCommand,
					Pinned: boolAsPointer(false),
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:2248 (syntax: remediation text with documentation links in parentheses among words, prose by rule 4)
						Text: "pin your dependencies by either using a lockfile (https://learn.microsoft.com/en-us/nuget/consume-packages/package-references-in-project-files#locking-dependencies) or by enabling central package management (https://learn.microsoft.com/en-us/nuget/consume-packages/Central-Package-Management)", // lookalike
					},
				},
			},
			outcomeDependencies: []Dependency{
				{
					Type:   DependencyUseTypeNugetCommand,
					Pinned: boolAsPointer(false),
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:2257 (syntax: the same expected remediation prose, rule 4)
						Text: "pin your dependencies by either using a lockfile (https://learn.microsoft.com/en-us/nuget/consume-packages/package-references-in-project-files#locking-dependencies) or by enabling central package management (https://learn.microsoft.com/en-us/nuget/consume-packages/Central-Package-Management)", // lookalike
					},
				},
			},
		},
		{
			name:      "unpinned by command and 'locked mode' enabled",
			filenames: []string{"./dotnet-locked-mode-enabled.csproj"},
			stagedDependencies: []Dependency{
				{
					Type:   DependencyUseTypeNugetCommand,
					Pinned: boolAsPointer(false),
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies_test.go:2271 (syntax: remediation prose with links in parentheses, rule 4)
						Text: "pin your dependencies by either using a lockfile (https://learn.microsoft.com/en-us/nuget/consume-packages/package-references-in-project-files#locking-dependencies) or by enabling central package management (https://learn.microsoft.com/en-us/nuget/consume-packages/Central-Package-Management)", // lookalike
					},
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r PinningDependenciesData
			for _, f := range tt.filenames {
				if err := collectInsecureNugetCsproj(f, &r); err != nil {
					t.Fatal(err)
				}
			}
			if len(tt.stagedDependencies) == 0 {
				t.Error("no staged dependencies")
			}
		})
	}
}
