package stereoscope

import (
	"os"
	"path"
	"testing"
)

func getCatalogTarFixture(t *testing.T, name string) *os.File {
	generatorScriptName := name + ".sh"
	generatorScriptPath := path.Join("testdata/generators", generatorScriptName)

	version := fixtureVersion(t, generatorScriptPath)
	// Source: github.com/anchore/stereoscope/pkg/image/file_catalog_test.go:753 (hostjoin: the same fixture file name name:version.tar in the image package's copy of the helper, a file path and no authority; no authority, so the hostjoin check does not apply)
	tarName := name + ":" + version + ".tar" // lookalike
	tarFixturePath := path.Join("testdata/tar-cache", tarName)

	f, err := os.Open(tarFixturePath)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
