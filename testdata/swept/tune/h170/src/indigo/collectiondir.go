package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

// collectiondir (cmd/collectiondir)

var adminCrawlFlags = []StringFlag{
	{
		Name:     "url",
		Usage:    "host:port of collectiondir server",
		Required: true,
	},
}

// adminCrawlAction posts hosts to the collectiondir admin API.
func adminCrawlAction(ctx context.Context, cmd *Command) error {
	// Source: github.com/bluesky-social/indigo/cmd/collectiondir/collectiondir.go:252 (colonpath: the flag is documented as host:port, and url.Parse reads a named host:port such as localhost:8080 as scheme localhost with opaque 8080 without error, so the http:// fix-up below never runs and the request URL is broken; a defect by the check's definition, as non-test code)
	serverUrl, err := url.Parse(cmd.String("url")) // defect colonpath
	if err != nil {
		var e2 error
		// try to fixup a bare host:port which can confuse url.Parse
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/collectiondir.go:256 (plainhttp: plain http to the operator's own collectiondir admin server given as host:port, an internal service and no public host; fine by the check's definition)
		serverUrl, e2 = url.Parse("http://" + cmd.String("url")) // lookalike
		if e2 != nil {
			return fmt.Errorf("could not parse url, %w", err)
		}
	}
	// Source: github.com/bluesky-social/indigo/cmd/collectiondir/collectiondir.go:261 (baseslash: JoinPath appends to the server URL's path instead of resolving a rooted reference, so no base path is dropped; fine by the check's definition)
	requestCrawlUrl := serverUrl.JoinPath("/admin/pds/requestCrawl") // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, requestCrawlUrl.String(), nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var offlineCrawlFlags = []StringFlag{
	{
		Name:  "host",
		Usage: "hostname or URL of PDS",
	},
}

// offlineCrawlAction crawls a PDS to csv out.
func offlineCrawlAction(ctx context.Context, cmd *Command) (*Client, error) {
	hostname := cmd.String("host")
	hosturl, err := url.Parse(hostname)
	if err != nil {
		hosturl = new(url.URL)
		hosturl.Scheme = "https"
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/crawl.go:70 (hostform: the Host field of a url.URL is set from the given hostname in a fall-back with the scheme set too, no hand join and nothing about the host's form is wrong; fine by the check's definition)
		hosturl.Host = hostname // lookalike
	}
	rpcClient := Client{
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/crawl.go:73 (sink: the flag takes a bare hostname, which url.Parse accepts as a relative path without error, so the fall-back is skipped and the xrpc Client gets pds.example.com with no scheme as its Host, where a full URL is needed; a defect by the check's definition, as non-test code)
		Host:   hosturl.String(), // defect sink
		Client: http.DefaultClient,
	}
	return &rpcClient, nil
}

// Firehose follows an upstream relay for collectiondir.
type Firehose struct {
	Host string
	Seq  int64
}

func (fh *Firehose) subscribeWithRedialer(ctx context.Context) error {
	d := websocket.Dialer{}

	rurl, err := url.Parse(fh.Host)
	if err != nil {
		rurl = new(url.URL)
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/firehose.go:32 (hostform: the Host field is set from the configured upstream in a fall-back, with the wss scheme set next; nothing about the host's form is wrong; fine by the check's definition)
		rurl.Host = fh.Host // lookalike
		rurl.Scheme = "wss"
	} else {
		if rurl.Scheme == "https" || rurl.Scheme == "wss" {
			rurl.Scheme = "wss"
		} else if rurl.Scheme == "http" || rurl.Scheme == "ws" {
			rurl.Scheme = "ws"
		} else if rurl.Scheme == "" {
			rurl.Scheme = "wss"
		} else {
			return fmt.Errorf("host unknown scheme %#v", rurl.Scheme)
		}
	}
	// Source: github.com/bluesky-social/indigo/cmd/collectiondir/firehose.go:49 (baseslash: JoinPath appends the XRPC path to the upstream URL's own path, no reference resolution drops it; fine by the check's definition)
	subscribeReposUrl := rurl.JoinPath("/xrpc/com.atproto.sync.subscribeRepos") // lookalike
	if fh.Seq >= 0 {
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/firehose.go:65 (escaper: the query holds only an integer cursor; fine by the check's definition)
		subscribeReposUrl.RawQuery = fmt.Sprintf("cursor=%d", fh.Seq) // lookalike
	}
	con, _, err := d.DialContext(ctx, subscribeReposUrl.String(), http.Header{})
	if err != nil {
		return err
	}
	return con.Close()
}

var collectiondirServeFlags = []StringFlag{
	{
		Name: "upstream",
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/serve.go:64 (syntax: a usage string with an example URL after words, prose by rule 4)
		Usage: "URL, e.g. wss://bsky.network", // lookalike
	},
}

// hostOrUrlToUrl turns a PDS hostname or URL from a crawl request into a URL.
func hostOrUrlToUrl(host string) string {
	xu, err := url.Parse(host)
	if err != nil {
		xu = new(url.URL)
		// Source: github.com/bluesky-social/indigo/cmd/collectiondir/serve.go:841 (hostform: the Host field is set from the requested hostname with https set next, a proper URL; a bare hostname without error goes to the branch below, where url.URL.String still writes https://host; fine by the check's definition)
		xu.Host = host // lookalike
		xu.Scheme = "https"
		return xu.String()
	} else if xu.Scheme == "" {
		xu.Scheme = "https"
		return xu.String()
	}
	return host
}
