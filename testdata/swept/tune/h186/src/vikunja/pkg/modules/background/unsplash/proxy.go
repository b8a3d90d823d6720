package unsplash

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
)

// fetchUnsplashImage fetches an image from Unsplash; the url is rebased onto the
// hardcoded images.unsplash.com host so the proxy can only ever reach Unsplash.
func fetchUnsplashImage(url string) (io.ReadCloser, error) {
	// Replacing and appending the url for security reasons
	// Source: code.vikunja.io/api/pkg/modules/background/unsplash/proxy.go:59 (escaper: the remainder of an Unsplash image URL, already encoded path and query from the API, is appended after the fixed host and its slash on purpose, so it can only be a path)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "https://images.unsplash.com/"+strings.Replace(url, "https://images.unsplash.com/", "", 1), nil) // lookalike
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode > 399 {
		_ = resp.Body.Close()
		return nil, errors.New("unsplash image does not exist")
	}
	return resp.Body, nil
}

// FetchUnsplashThumbByID returns a thumbnail (max width 200px) of the photo.
func FetchUnsplashThumbByID(photo *Photo) (io.ReadCloser, error) {
	pingbackByPhotoID(photo.ID)
	// Source: code.vikunja.io/api/pkg/modules/background/unsplash/proxy.go:93 (escaper: the photo-* id cut from the API URL and a constant thumbnail query, nothing that needs escaping)
	return fetchUnsplashImage("https://images.unsplash.com/" + getImageID(photo.Urls.Raw) + "?ixlib=rb-1.2.1&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=200&fit=max&ixid=eyJhcHBfaWQiOjcyODAwfQ") // lookalike
}
