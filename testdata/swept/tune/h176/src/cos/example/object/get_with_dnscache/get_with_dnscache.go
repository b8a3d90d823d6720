package main

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"os"

	"cos"
)

// Resolver is a stand-in for github.com/rs/dnscache.Resolver.
type Resolver struct{}

// LookupHost resolves host.
func (r *Resolver) LookupHost(ctx context.Context, host string) ([]string, error) {
	return net.DefaultResolver.LookupHost(ctx, host)
}

func main() {
	// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/get_with_dnscache.go:38 (plainhttp: by the plainhttp check as defined: non-test example code; the BucketURL of a client that sends signed requests to the public COS host over plain http)
	u, _ := url.Parse("http://test-1259654469.cos.ap-guangzhou.myqcloud.com") // defect plainhttp
	b := &cos.BaseURL{BucketURL: u}
	r := &Resolver{}
	c := cos.NewClient(b, &http.Client{
		Transport: &cos.AuthorizationTransport{
			SecretID:  os.Getenv("SECRETID"),
			SecretKey: os.Getenv("SECRETKEY"),
			// dns 缓存, 详见库 https://github.com/rs/dnscache
			Transport: &http.Transport{
				DialContext: func(ctx context.Context, network string, addr string) (conn net.Conn, err error) {
					host, port, err := net.SplitHostPort(addr)
					if err != nil {
						return nil, err
					}
					ips, err := r.LookupHost(ctx, host)
					if err != nil {
						return nil, err
					}
					for _, ip := range ips {
						var dialer net.Dialer
						// Source: github.com/tencentyun/cos-go-sdk-v5/example/object/get_with_dnscache.go:67 (hostjoin: by the hostjoin check as defined: net.JoinHostPort is the right way to join a cached IP and the port)
						conn, err = dialer.DialContext(ctx, network, net.JoinHostPort(ip, port)) // lookalike
						if err == nil {
							break
						}
					}
					return
				},
			},
		},
	})
	_, _ = c.Object.Head(context.Background(), "example.txt", nil)
}
