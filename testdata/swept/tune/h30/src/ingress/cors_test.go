package ingress

import "testing"

func TestIngresCorsConfigAllowOriginWithTrailingComma(t *testing.T) {
	// Include a trailing comma and an empty value between the commas.
	// Source: k8s.io/ingress-nginx/internal/ingress/annotations/cors/main_test.go:184 (syntax: a comma-separated origin list with an empty entry, given on purpose to the cors parser, not one URI.)
	origins, err := parseCorsOrigins("https://origin123.test.com:4443,    ,https://origin321.test.com:4443,") // lookalike
	if err != nil {
		t.Errorf("error parsing annotations: %v", err)
	}
	if len(origins) != 2 {
		t.Errorf("expected 2 origins, got %v", origins)
	}
}
