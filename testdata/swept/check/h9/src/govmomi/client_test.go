package govmomi

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/vmware/govmomi/vim25"
)

func TestNewClient(t *testing.T) {
	s := (&Service{ServeMux: http.NewServeMux()}).NewServer()
	defer s.Close()
	u := *s.URL

	// invalid login
	u.Path = vim25.Path
	// Source: github.com/vmware/govmomi/client_test.go:79 (credentials: a login the comment calls invalid and the test expects NewClient to reject, rule 2a, 2b)
	u.User = url.UserPassword("ENOENT", "EINVAL") // lookalike
	_, err := NewClient(context.Background(), &u, true)
	if err == nil {
		t.Fatal("should fail")
	}
}
