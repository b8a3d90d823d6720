package sites_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

func TestDumpSites(t *testing.T) {
	dir, pkg := os.Getenv("DUMPDIR"), os.Getenv("DUMPPKG")
	if dir == "" {
		t.Skip()
	}
	analysistest.Run(t, dir, reporter, pkg)
}
