package juicefs

import "testing"

func assertEqual(t *testing.T, a, b string) {
	t.Helper()
	if a != b {
		t.Fatalf("expect %s, got %s", b, a)
	}
}

func TestRemovePassword(t *testing.T) {
	testCase := []struct {
		uri      string
		expected string
	}{
		// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:123 (credentials: rule 2c, input to RemovePassword, a redactor, and the password is what it removes)
		{"redis://:password@localhost:6379/0", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:124 (credentials: rule 3, the expected output masks the password with ****)
			"redis://:****@localhost:6379/0", // lookalike
		},
		// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:126 (credentials: rule 2c, a redactor input whose password holds an @ on purpose)
		{"redis://:pass@word@localhost:6379/0", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:127 (credentials: rule 3, the expected output masks the password with ****)
			"redis://:****@localhost:6379/0", // lookalike
		},
		// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:132 (credentials: rule 2c, an access key pair in the userinfo given to the redactor)
		{"oss://ak:sk@zhijian-test2.oss-cn-hangzhou.aliyuncs.com", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:133 (credentials: rule 3, the secret is masked with **** in the expected output)
			"oss://ak:****@zhijian-test2.oss-cn-hangzhou.aliyuncs.com", // lookalike
		},
		// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:141 (sink: rule 2d, a row of the redaction table varying the URI form to an empty authority that must pass through unchanged)
		{"sftp:///tmp/file", // lookalike
			// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:142 (sink: rule 2c, expected output of the redactor, which must leave a URI without userinfo unchanged)
			"sftp:///tmp/file", // lookalike
		},
	}
	for _, tc := range testCase {
		assertEqual(t, RemovePassword(tc.uri), tc.expected)
	}
}
