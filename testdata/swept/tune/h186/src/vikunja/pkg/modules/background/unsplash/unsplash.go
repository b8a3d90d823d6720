// Package unsplash rewrites the cases of code.vikunja.io/api/pkg/modules/background/unsplash.
package unsplash

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

const unsplashAPIURL = `https://api.unsplash.com/`

// backgroundsUnsplashApplicationID stands in for config.BackgroundsUnsplashApplicationID.
var backgroundsUnsplashApplicationID = "72800"

// maxBackgroundImageHeight stands in for background.MaxBackgroundImageHeight.
const maxBackgroundImageHeight = 2048

// Photo is an unsplash photo.
type Photo struct {
	ID   string `json:"id"`
	Urls struct {
		Raw string `json:"raw"`
	} `json:"urls"`
}

// SearchResult is a search result from unsplash's api.
type SearchResult struct {
	Results []*Photo `json:"results"`
}

func doGet(url string, result ...interface{}) (err error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, unsplashAPIURL+url, nil)
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	if len(result) > 0 {
		return json.NewDecoder(resp.Body).Decode(result[0])
	}
	return nil
}

func getImageID(fullURL string) string {
	// Unsplash image urls have the form https://images.unsplash.com/photo-1590622878565-c662a7fd1394?ixlib=...
	return strings.Replace(strings.Split(fullURL, "?")[0], "https://images.unsplash.com/", "", 1)
}

// Search searches unsplash, or lists the wallpapers topic for an empty search.
func Search(search string, page int64) (result []*Photo, err error) {
	if search == "" {
		collectionResult := []*Photo{}
		// Source: code.vikunja.io/api/pkg/modules/background/unsplash/unsplash.go:182 (baseslash: a relative path with query appended to the API base https://api.unsplash.com/, which ends in a slash, by plain concatenation, so no base path is lost)
		err = doGet("topics/wallpapers/photos?page="+strconv.FormatInt(page, 10)+"&per_page=25&order_by=latest", &collectionResult) // lookalike
		return collectionResult, err
	}
	searchResult := &SearchResult{}
	// Source: code.vikunja.io/api/pkg/modules/background/unsplash/unsplash.go:218 (escaper: the user search text is placed in the query with url.QueryEscape, the right escaper there)
	err = doGet("search/photos?query="+url.QueryEscape(search)+"&page="+strconv.FormatInt(page, 10)+"&per_page=25", &searchResult) // lookalike
	return searchResult.Results, err
}

// Set downloads the photo in its maximum size.
func Set(photo *Photo) (err error) {
	// Source: code.vikunja.io/api/pkg/modules/background/unsplash/unsplash.go:267 (escaper: size parameters appended to the raw image URL the Unsplash API returns, which always carries a query already; the added values are constants and digits)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, photo.Urls.Raw+"&fm=jpg&h="+strconv.FormatInt(maxBackgroundImageHeight, 10)+"&q=80", nil) // lookalike
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func pingbackByPhotoID(photoID string) {
	// Source: code.vikunja.io/api/pkg/modules/background/unsplash/unsplash.go:379 (escaper: the numeric application id and the Unsplash photo id, an alphanumeric id from the API, need no escaping in the query)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "https://views.unsplash.com/v?app_id="+backgroundsUnsplashApplicationID+"&photo_id="+photoID, nil) // lookalike
	if err != nil {
		return
	}
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
	}
}
