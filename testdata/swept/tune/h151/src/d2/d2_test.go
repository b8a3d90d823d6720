package d2

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

func waitLogs(ctx context.Context, stderr *strings.Builder, pattern *regexp.Regexp) (string, error) {
	return pattern.FindString(stderr.String()), nil
}

func getWatchPage(ctx context.Context, t *testing.T, page string) error {
	req, err := http.NewRequestWithContext(ctx, "GET", page, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestWatch(t *testing.T) {
	ctx := context.Background()
	stderr := &strings.Builder{}
	urlRE := regexp.MustCompile(regexp.QuoteMeta("127.0.0.1") + ":([0-9]+)")
	watchURL, err := waitLogs(ctx, stderr, urlRE)
	if err != nil {
		t.Fatal(err)
	}
	// Source: oss.terrastruct.com/d2/e2etests-cli/main_test.go:1085 (hostjoin: watchURL is the loopback host:port the test matched in its own server's log.)
	c, _, err := websocket.Dial(ctx, fmt.Sprintf("ws://%s/watch", watchURL), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	linkedPath := "cream"
	// Source: oss.terrastruct.com/d2/e2etests-cli/main_test.go:1097 (hostjoin: the same loopback host:port from the test's own server, no bare join of a host.)
	if err := getWatchPage(ctx, t, fmt.Sprintf("http://%s/%s", watchURL, linkedPath)); err != nil { // lookalike
		t.Fatal(err)
	}
}

var imageRegex = regexp.MustCompile(`<image href="([^"]*)"`)

func TestRegex(t *testing.T) {
	urls := []string{
		// Source: oss.terrastruct.com/d2/lib/imgbundler/imgbundler_test.go:34 (plainhttp: a row of the table of inputs to the image-href matcher, varying the scheme on purpose; nothing is fetched.)
		"http://icons.terrastruct.com/essentials/004-picture.svg", // lookalike
	}
	for _, href := range urls {
		str := fmt.Sprintf(`<image href="%s" />`, href)
		if len(imageRegex.FindAllStringSubmatch(str, -1)) != 1 {
			t.Fatalf("uri regex didn't match %s", str)
		}
	}
}

// Source: oss.terrastruct.com/d2/lib/imgbundler/imgbundler_test.go:104 (hostform: a scheme prefix searched for in output, not a URI.)
func TestInlineRemote(t *testing.T) {
	out := []byte{}
	if strings.Contains(string(out), "https://") { // lookalike
		t.Fatal("links still exist")
	}
}

// Source: oss.terrastruct.com/d2/d2compiler/compile_test.go:1692 (syntax: a vscode link with an empty-authority path, the expected compiler output of a case named non_url_link.)
func TestNonURLLink(t *testing.T) {
	linkValue := ""
	if linkValue != "vscode://file//Users/pmoura/logtalk/examples/searching/hill_climbing1.lgt:35:0" { // lookalike
		t.Fatal(linkValue)
	}
}

func compile(text string) error { return nil }

// Source: oss.terrastruct.com/d2/d2compiler/compile_test.go:2002 (syntax: d2 source whose test expects a compile error for a URL tooltip next to a link.)
func TestNoURLLinkAndURLTooltip(t *testing.T) {
	if err := compile(`x: {link: https://not-google.com; tooltip: https://google.com}`); err == nil { // lookalike
		t.Fatal("want error")
	}
}
