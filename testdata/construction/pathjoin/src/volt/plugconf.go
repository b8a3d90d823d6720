// Package volt mirrors the template download of a plugin manager.
package volt

import (
	"io"
	"net/http"
	"path"
)

func getContent(url string) ([]byte, error) {
	res, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

// Source: github.com/vim-volt/volt/plugconf/plugconf.go:843 (path.Join of a literal https raw-file URL and a file name, then fetched)
func FetchTemplate(reposPath string) ([]byte, error) {
	url := path.Join("https://raw.example.com/volt/templates/master/templates", reposPath+".vim") // defect pathjoin
	return getContent(url)
}
