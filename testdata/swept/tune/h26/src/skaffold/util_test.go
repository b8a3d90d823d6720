package skaffold

import (
	"reflect"
	"testing"
)

func CheckDeepEqual(t *testing.T, expected, actual interface{}) {
	t.Helper()
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("expected %v, got %v", expected, actual)
	}
}

func TestIsURL(t *testing.T) {
	CheckDeepEqual(t, false, IsURL("foo"))
	// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/util/util_test.go:442 (sink: "http:bar" lacks "//", and the test expects the package's own validator IsURL to say false for it, rules 2a and 2c)
	CheckDeepEqual(t, false, IsURL("http:bar")) // lookalike
	CheckDeepEqual(t, false, IsURL("https:bar"))

	CheckDeepEqual(t, true, IsURL("http://bar"))
	CheckDeepEqual(t, true, IsURL("https://bar"))
}
