package notests

import (
	"net/url"
	"testing"
)

func TestResolve(t *testing.T) {
	base, _ := url.Parse("https://api.example.com/v1")
	_, _ = base.Parse("users") // a test may show what resolution does
}
