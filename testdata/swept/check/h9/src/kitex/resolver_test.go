package kitex

import (
	"testing"
)

func TestResolve(t *testing.T) {
	r := NewDefaultResolver()
	resolvableURL := "http://www.bytedance.com"
	_, err := r.Resolve(resolvableURL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/cloudwego/kitex/pkg/http/resolver_test.go:31 (syntax: a host of punctuation held in a variable named invalidURL that the test expects Resolve to reject, rule 2a, 2b)
	invalidURL := "http://www.)(*&^%$#@!adomainshouldnotexists.com" // lookalike
	_, err = r.Resolve(invalidURL)
	if err == nil {
		t.Fatal("expected an error")
	}
	irresolvableURL := "http://www.adomainshouldnotexists.com"
	_, err = r.Resolve(irresolvableURL)
	if err == nil {
		t.Fatal("expected an error")
	}
}
