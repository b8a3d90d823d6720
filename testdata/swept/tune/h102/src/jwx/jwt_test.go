package jwx

import (
	"fmt"
	"strconv"
	"testing"
	"time"
)

// Source: github.com/lestrrat-go/jwx/v2/jwt/jwt_test.go:1412 (syntax: a JSON claims template that the test expects jwt parsing to reject, a document and not a URI; all 6 candidates kept)
func TestGH1007(t *testing.T) {
	exp := strconv.Itoa(int(time.Now().Unix()) + 1000)
	const tmpl = `{%s "token_use": "access", "iss": "https://cognito-idp.us-west-2.amazonaws.com/us-west-2_example", "exp": %s}` // lookalike

	testcases := [][]byte{
		[]byte(fmt.Sprintf(tmpl, `"aud": ["test"],`, exp)),
		[]byte(fmt.Sprintf(tmpl, ``, exp)),
	}
	for _, tc := range testcases {
		if err := parseCompact(tc); err == nil {
			t.Fatal("jwt.Parse should fail")
		}
	}
}
