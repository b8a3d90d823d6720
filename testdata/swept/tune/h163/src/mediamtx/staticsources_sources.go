package mediamtx

import (
	"context"
	"crypto/tls"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/bluenviron/gortmplib"
	"github.com/bluenviron/gortsplib/v5"
	"github.com/bluenviron/gortsplib/v5/pkg/base"
)

// StaticSourceRunParams are the parameters of a static source run.
type StaticSourceRunParams struct {
	Context        context.Context
	ResolvedSource string
	Conf           *Path
}

// authorizationToken stands in for the MoQ setup parameters built by the MoQ source.
func authorizationToken(u *url.URL) string {
	user := u.User
	if user == nil {
		return ""
	}

	username := user.Username()
	password, ok := user.Password()
	if username == "" || !ok {
		return ""
	}

	// Source: github.com/bluenviron/mediamtx/internal/staticsources/moq/source.go:147 (hostjoin: username and password joined for a Basic authorization token, not a host and port)
	credentials := base64.StdEncoding.EncodeToString([]byte(username + ":" + password)) // lookalike

	return "Basic " + credentials
}

// dialWebTransport stands in for dialWebTransport of the MoQ source.
func dialWebTransport(ctx context.Context, u *url.URL, hc *http.Client) error {
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/moq/source.go:325 (sink: the moqt URL is rebuilt as https with the same host, path and query for the WebTransport dialer, which needs exactly that scheme)
	httpsURL := &url.URL{Scheme: "https", Host: u.Host, Path: u.Path, RawQuery: u.RawQuery} // lookalike

	req, err := http.NewRequestWithContext(ctx, http.MethodConnect, httpsURL.String(), nil)
	if err != nil {
		return err
	}
	res, err := hc.Do(req)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// MoQSource is a MoQ static source (staticsources/moq.Source), reduced to its checks.
type MoQSource struct {
	SourceFingerprint string
	ExpectedAuth      string
}

// Run implements StaticSource.
func (s *MoQSource) Run(params StaticSourceRunParams) error {
	u, err := url.Parse(params.ResolvedSource)
	if err != nil {
		return err
	}
	if s.SourceFingerprint != "" {
		return fmt.Errorf("source fingerprint does not match")
	}
	_ = authorizationToken(u)
	return nil
}

// RTMPSource is a RTMP static source (staticsources/rtmp.Source).
type RTMPSource struct{}

// Run implements StaticSource.
func (s *RTMPSource) Run(params StaticSourceRunParams, tlsConfig *tls.Config) error {
	u, err := url.Parse(params.ResolvedSource)
	if err != nil {
		return err
	}

	// add default port
	_, _, err = net.SplitHostPort(u.Host)
	if err != nil {
		if u.Scheme == "rtmp" {
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtmp/source.go:55 (hostjoin: u.Host keeps the brackets of an IPv6 literal, so for rtmp://[::1]/app net.JoinHostPort yields [[::1]]:1935, which url.Parse rejects and the client cannot dial; u.Hostname() is needed)
			u.Host = net.JoinHostPort(u.Host, "1935") // defect hostjoin
		} else {
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtmp/source.go:57 (hostjoin: the same doubled brackets for an rtmps IPv6 source, [[::1]]:1936 is no valid authority)
			u.Host = net.JoinHostPort(u.Host, "1936") // defect hostjoin
		}
	}

	conn := &gortmplib.Client{
		URL:       u,
		TLSConfig: tlsConfig,
		Publish:   false,
	}
	err = conn.Initialize(params.Context)
	if err != nil {
		return err
	}
	conn.Close()
	return nil
}

// RTSPSource is a RTSP static source (staticsources/rtsp.Source).
type RTSPSource struct{}

// Run implements StaticSource.
func (s *RTSPSource) Run(params StaticSourceRunParams) error {
	u0, err := url.Parse(params.ResolvedSource)
	if err != nil {
		return err
	}

	switch u0.Scheme {
	case "rtsp", "rtsp+http", "rtsp+ws":
		u0.Scheme = "rtsp"
	default:
		u0.Scheme = "rtsps"
	}

	u, err := base.ParseURL(u0.String())
	if err != nil {
		return err
	}

	c := &gortsplib.Client{}
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtsp/source.go:183 (sink: the client takes the scheme of a URL that base.ParseURL accepted after the tunnel variants were mapped to rtsp or rtsps)
	c.Scheme = u.Scheme // lookalike
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtsp/source.go:184 (hostjoin: the host:port authority of the parsed URL is copied whole, brackets and all, no hand join)
	c.Host = u.Host // lookalike

	err = c.Start()
	if err != nil {
		return err
	}
	c.Close()
	return nil
}

// WebRTCSource is a WHEP static source (staticsources/webrtc.Source).
type WebRTCSource struct{}

// Run implements StaticSource.
func (s *WebRTCSource) Run(params StaticSourceRunParams) (*WHIPClient, error) {
	u, err := url.Parse(params.ResolvedSource)
	if err != nil {
		return nil, err
	}

	// Source: github.com/bluenviron/mediamtx/internal/staticsources/webrtc/source.go:70 (sink: whep and wheps are mapped to http and https before the URL goes to the WHEP HTTP client, the scheme that client needs)
	u.Scheme = strings.Replace(u.Scheme, "whep", "http", 1) // lookalike

	return &WHIPClient{URL: u}, nil
}
