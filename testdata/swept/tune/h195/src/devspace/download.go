package devspace

import (
	"fmt"
	"io/ioutil"
	"net/http"
	"regexp"
)

// UIDownloadBaseURL is the base url where to look for the ui
const UIDownloadBaseURL = "https://github.com/loft-sh/devspace/releases"

// UIDownloadRegEx is the regexp that finds the correct download link for the ui
var UIDownloadRegEx = regexp.MustCompile(`href="(\/loft-sh\/devspace\/releases\/download\/[^\/]*\/ui.tar.gz)"`)

func downloadFile(version string) error {
	url := ""
	if version == "latest" {
		url = fmt.Sprintf("%s/%s", UIDownloadBaseURL, version)
	} else {
		url = fmt.Sprintf("%s/tag/%s", UIDownloadBaseURL, version)
	}

	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	body, err := ioutil.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return err
	}

	matches := UIDownloadRegEx.FindStringSubmatch(string(body))
	if len(matches) != 2 {
		return fmt.Errorf("Couldn't find ui in github release %s at url %s", version, url)
	}

	// Source: github.com/loft-sh/devspace/pkg/devspace/server/download.go:103 (baseslash: the regexp captures a /-rooted href of the github.com release page, and the origin https://github.com has no path to lose, so the join is right)
	resp, err = http.Get("https://github.com" + matches[1]) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
