package gogit

import (
	"fmt"
	"net"
	"os"
	"testing"
)

func TestHTTPSProxyFromEnv(t *testing.T) {
	httpsListener, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer httpsListener.Close()
	httpProxyAddr := fmt.Sprintf("localhost:%d", httpsListener.Addr().(*net.TCPAddr).Port)
	// Source: github.com/go-git/go-git/v5/plumbing/transport/http/internal/test/proxy_test.go:54 (credentials: a constant password in the HTTPS_PROXY URI the test sets as working configuration (rule 1), no error expected and not a URI-handling test.)
	os.Setenv("HTTPS_PROXY", fmt.Sprintf("https://user:pass@%s", httpProxyAddr)) // defect credentials
	defer os.Unsetenv("HTTPS_PROXY")
}

func TestSOCKSProxyFromEnv(t *testing.T) {
	socksListener, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer socksListener.Close()
	// Source: github.com/go-git/go-git/v5/plumbing/transport/ssh/internal/test/proxy_test.go:49 (hostjoin: host is the test's own constant localhost.)
	socksProxyAddr := fmt.Sprintf("socks5://localhost:%d", socksListener.Addr().(*net.TCPAddr).Port) // lookalike
	os.Setenv("ALL_PROXY", socksProxyAddr)
	defer os.Unsetenv("ALL_PROXY")
}

type gitBaseSuite struct{ port int }

func (s *gitBaseSuite) newEndpoint(t *testing.T, name string) *Endpoint {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/git/common_test.go:74 (hostjoin: host is the test's own constant localhost.)
	ep, err := NewEndpoint(fmt.Sprintf("git://localhost:%d/%s", s.port, name)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	return ep
}

type sshUploadPackSuite struct {
	port int
	base string
}

func (s *sshUploadPackSuite) newEndpoint(t *testing.T, name string) *Endpoint {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/ssh/upload_pack_test.go:84 (hostjoin: host is the test's own constant localhost.)
	ep, err := NewEndpoint(fmt.Sprintf("ssh://git@localhost:%d/%s/%s", s.port, s.base, name)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	return ep
}
