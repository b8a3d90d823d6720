// Package tast mirrors integration tests of an operating system test suite that open pages in a browser.
package tast

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"path/filepath"
)

// Conn is an open browser tab.
type Conn interface {
	Close() error
}

// Browser opens tabs.
type Browser interface {
	NewConn(ctx context.Context, url string) (Conn, error)
}

// State gives a test its data files.
type State struct {
	Data http.FileSystem
	Br   Browser
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/apps/launch_gallery_from_notifications.go:91 (filepath.Join of an httptest server URL and a page name, opened in the browser)
func LaunchGalleryFromNotifications(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	conn, err := s.Br.NewConn(ctx, filepath.Join(server.URL, "download_link.html")) // defect pathjoin
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/graphics/compositor_transfer_from_image_bitmap_orientation.go:94 (path.Join of an httptest server URL and a page name)
func CompositorTransferFromImageBitmapOrientation(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	url := path.Join(server.URL, "transfer-from-image-bitmap.html") // defect pathjoin
	conn, err := s.Br.NewConn(ctx, url)
	if err != nil {
		return err
	}
	return conn.Close()
}

type testCase struct {
	url  string
	text string
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/lacros/variation_smoke.go:177 (filepath.Join of an httptest server URL and a page name, in a table of pages to open)
func VariationSmoke(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	tests := []testCase{
		{url: "data:text/html,%3Ch1%3ESuccess%3C%2Fh1%3E", text: "Success"},
		{
			url:  filepath.Join(server.URL, "variation_test_index.html"), // defect pathjoin
			text: "The Project",
		},
	}
	for _, tc := range tests {
		conn, err := s.Br.NewConn(ctx, tc.url)
		if err != nil {
			return err
		}
		conn.Close()
	}
	return nil
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/ui/chrome_variations_smoke.go:209 (filepath.Join of an httptest server URL and a page name, in a table of pages to open)
func ChromeVariationsSmoke(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	tests := []testCase{
		{
			url:  filepath.Join(server.URL, "variations_test_index.html"), // defect pathjoin
			text: "The Project",
		},
	}
	for _, tc := range tests {
		conn, err := s.Br.NewConn(ctx, tc.url)
		if err != nil {
			return err
		}
		conn.Close()
	}
	return nil
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/ui/media_session_api.go:92 (filepath.Join of an httptest server URL and a page name, opened in the browser)
func MediaSessionAPI(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	conn, err := s.Br.NewConn(ctx, filepath.Join(server.URL, "media_session_api.html")) // defect pathjoin
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/video/draw_on_canvas.go:102 (path.Join of an httptest server URL and a page name)
func DrawOnCanvas(ctx context.Context, s *State) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	url := path.Join(server.URL, "video-on-canvas.html") // defect pathjoin
	conn, err := s.Br.NewConn(ctx, url)
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/bundles/cros/video/play/play.go:504 (path.Join of an httptest server URL and a page name, in a shared helper)
func TestPlayAndScreenshot(ctx context.Context, s *State, filename string) error {
	server := httptest.NewServer(http.FileServer(s.Data))
	defer server.Close()
	url := path.Join(server.URL, "video.html") // defect pathjoin
	conn, err := s.Br.NewConn(ctx, url)
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/nya3jp/tast-tests/src/chromiumos/tast/local/graphics/trace/trace_replay.go:274 (path.Join on the Path field of a parsed request URL)
func traceRequestURL(server, filePath string) (string, error) {
	requestURL, err := url.Parse(server)
	if err != nil {
		return "", err
	}
	requestURL.Path = path.Join(requestURL.Path, filePath) // lookalike
	return requestURL.String(), nil
}
