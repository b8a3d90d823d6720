package unsafeblock

import "testing"

func Test_Run(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		filename string
		expected []Finding
	}{
		{
			name:     "Golang code uses the unsafe package (unsafe.go)",
			filename: "unsafe.go",
			expected: []Finding{
				{
					Message: "Golang code uses the unsafe package",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:137 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 1 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "C# project file allows the use of unsafe blocks (unsafe.csproj)",
			filename: "unsafe.csproj",
			expected: []Finding{
				{
					Message: "C# project file allows the use of unsafe blocks",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:284 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 2 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "Java code uses the Unsafe class (Unsafe.java)",
			filename: "Unsafe.java",
			expected: []Finding{
				{
					Message: "Java code uses the Unsafe class",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:417 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 3 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "Java code uses the Unsafe class (UnsafeInternal.java)",
			filename: "UnsafeInternal.java",
			expected: []Finding{
				{
					Message: "Java code uses the Unsafe class",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:471 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 4 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "Java code imports the Unsafe class (ImportUnsafe.java)",
			filename: "ImportUnsafe.java",
			expected: []Finding{
				{
					Message: "Java code imports the Unsafe class",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:525 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 5 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "C# project file allows the use of unsafe blocks (mixed.csproj)",
			filename: "mixed.csproj",
			expected: []Finding{
				{
					Message: "C# project file allows the use of unsafe blocks",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:629 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 6 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "Java code imports the Unsafe class (ImportUnsafeMixed.java)",
			filename: "ImportUnsafeMixed.java",
			expected: []Finding{
				{
					Message: "Java code imports the Unsafe class",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:684 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 7 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
		{
			name:     "Golang code uses the unsafe package (unsafe_again.go)",
			filename: "unsafe_again.go",
			expected: []Finding{
				{
					Message: "Golang code uses the unsafe package",
					Remediation: &Remediation{
						// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl_test.go:743 (syntax: expected remediation text with markdown links to guidance among sentences and newlines, text shown to users and prose by rule 4; uniform sample 8 of 30)
						Text:   "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe.\nGuidance for [Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-memory-safe-by-default-languages.md)\nGuidance for [Non Memory-Safe By Default Languages](https://github.com/ossf/Memory-Safety/blob/main/docs/best-practice-non-memory-safe-by-default-languages.md)", // lookalike
						Effort: 2,
					},
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_ = Run(map[string]string{tt.filename: ""})
			for _, want := range tt.expected {
				if want.Remediation == nil || want.Remediation.Text == "" {
					t.Errorf("%s: empty remediation", tt.filename)
				}
			}
		})
	}
}
