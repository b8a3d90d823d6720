package stereoscope

import (
	"os"
	"path"
	"testing"
)

func fixtureVersion(t testing.TB, scriptPath string) string { return "1" }

func getTarFixture(t testing.TB, name string) *os.File {
	generatorScriptName := name + ".sh"
	generatorScriptPath := path.Join("testdata/generators", generatorScriptName)

	version := fixtureVersion(t, generatorScriptPath)
	// Source: github.com/anchore/stereoscope/pkg/file/tarutil_test.go:118 (hostjoin: a cache file name made of fixture name and version, joined to a directory with path.Join, no host and port and no URI; no authority, so the hostjoin check does not apply)
	tarName := name + ":" + version + ".tar" // lookalike
	tarFixturePath := path.Join("testdata/tar-cache", tarName)

	f, err := os.Open(tarFixturePath)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
