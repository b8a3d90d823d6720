package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"urilint": main,
	})
}

// TestScripts runs the command as users do, through the real go command
// for go vet -vettool and go fix -fixtool: testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "script"),
		Setup: func(env *testscript.Env) error {
			// The tool protocol needs urilint's absolute path; the go
			// command shares the real caches, so that nothing is fetched.
			urilint, err := exec.LookPath("urilint")
			if err != nil {
				return err
			}
			env.Setenv("URILINT", urilint)
			env.Setenv("PATH", filepath.Dir(goBin)+string(os.PathListSeparator)+env.Getenv("PATH"))
			for _, v := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOROOT"} {
				out, err := exec.Command(goBin, "env", v).Output()
				if err != nil {
					return err
				}
				env.Setenv(v, string(trimNewline(out)))
			}
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOFLAGS", "-mod=mod")
			env.Setenv("GOTOOLCHAIN", "local")
			return nil
		},
	})
}

func trimNewline(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
