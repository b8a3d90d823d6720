package td

import (
	"encoding/base64"
	"flag"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
)

// DCOption is a data center address.
type DCOption struct {
	IPAddress string
	Port      int
}

type httpResolver struct {
	scheme string
	port   int
}

func (r httpResolver) urls(candidates []DCOption) []string {
	urls := make([]string, len(candidates))
	for i, dc := range candidates {
		addr := net.JoinHostPort(dc.IPAddress, strconv.Itoa(r.port))
		// Source: github.com/gotd/td/telegram/dcs/http.go:305 (hostjoin: the data center's address, which may be IPv6, is joined with net.JoinHostPort first)
		urls[i] = r.scheme + "://" + addr + "/api" // lookalike
	}
	return urls
}

// Token is a QR login token.
type Token struct {
	token []byte
}

// URL returns login URL.
func (t Token) URL() string {
	// Source: github.com/gotd/td/telegram/auth/qrlogin/token.go:71 (escaper: URL-safe base64 has no '+' or '/', so the query value needs no escaper)
	return "tg://login?token=" + base64.URLEncoding.EncodeToString(t.token) // lookalike
}

var (
	base   = flag.String("base", "https://raw.githubusercontent.com/tdlib/td/", "base url")
	branch = flag.String("branch", "master", "branch")
	dir    = flag.String("dir", "td/generate/scheme", "directory")
	name   = flag.String("name", "telegram_api.tl", "file name")
)

func download() error {
	u, err := url.Parse(*base)
	if err != nil {
		return err
	}
	// Source: github.com/gotd/td/cmd/dltl/main.go:63 (pathjoin: path.Join on the Path field of a parsed URL, a path with no scheme or authority)
	u.Path = path.Join(u.Path, *branch, *dir, *name) // lookalike
	res, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return res.Body.Close()
}
