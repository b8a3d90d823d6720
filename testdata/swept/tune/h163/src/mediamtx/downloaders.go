package mediamtx

import (
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strings"
)

// hlsjsDownload stands in for do() of the hlsjsdownloader command.
func hlsjsDownload() error {
	buf, err := os.ReadFile("./hlsjsdownloader/VERSION")
	if err != nil {
		return err
	}
	version := strings.TrimSpace(string(buf))

	// Source: github.com/bluenviron/mediamtx/internal/servers/hls/hlsjsdownloader/main.go:31 (escaper: a release tag read from the repository's own VERSION file spliced into a GitHub release path; a tag is made of safe characters)
	res, err := http.Get("https://github.com/video-dev/hls.js/releases/download/" + version + "/release.zip") // lookalike
	if err != nil {
		return err
	}
	defer res.Body.Close()

	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("bad status code: %v", res.StatusCode)
	}
	return nil
}

// doSingle stands in for doSingle of the mtxrpicamdownloader command.
func doSingle(version string, f string) error {
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/rpicamera/mtxrpicamdownloader/main.go:98 (escaper: version tag and archive name come from the repository's own constants and VERSION file and need no escaping in the release path)
	res, err := http.Get("https://github.com/bluenviron/mediamtx-rpicamera/releases/download/" + version + "/" + f) // lookalike
	if err != nil {
		return err
	}
	defer res.Body.Close()

	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("bad status code: %v", res.StatusCode)
	}
	return nil
}

const (
	gitRepo = "https://github.com/bluenviron/mediamtx"
	// Source: github.com/bluenviron/mediamtx/internal/upgrade/upgrade.go:21 (syntax: a template whose %s verbs are filled by fmt.Sprintf with a version tag, OS, arch and extension, giving a valid release URL)
	downloadURL = "https://github.com/bluenviron/mediamtx/releases/download/%s/mediamtx_%s_%s_%s.%s" // lookalike
)

// Upgrade downloads the latest release.
func Upgrade(latest string, arch string, extension string) error {
	ur := fmt.Sprintf(downloadURL, "v"+latest, "v"+latest, runtime.GOOS, arch, extension)

	res, err := http.Get(ur)
	if err != nil {
		return err
	}
	defer res.Body.Close()

	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("bad status code: %v", res.StatusCode)
	}
	return nil
}
