package oryx

import "testing"

func TestCheckOrigin(t *testing.T) {
	for _, tc := range []struct {
		name                string
		allowedOrigins      []string
		expect, expectOther bool
	}{
		{
			name:           "empty",
			allowedOrigins: []string{},
			expect:         true,
			expectOther:    true,
		},
		{
			name: "uppercase exact",
			// Source: github.com/ory/x/corsx/check_origin_test.go:89 (hostcase: the row's name says the origin is written in upper case on purpose, input of the package's origin matcher, rule 2b, 2c)
			allowedOrigins: []string{"https://www.ORY.sh"}, // lookalike
			expect:         true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CheckOrigin(tc.allowedOrigins, "https://www.ory.sh"); got != tc.expect {
				t.Errorf("CheckOrigin = %v, want %v", got, tc.expect)
			}
			if got := CheckOrigin(tc.allowedOrigins, "https://google.com"); got != tc.expectOther {
				t.Errorf("CheckOrigin(other) = %v, want %v", got, tc.expectOther)
			}
		})
	}
}
