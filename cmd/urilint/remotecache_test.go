package main

import (
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var remoteCache = flag.Bool("remotecache", false, "run go vet -vettool=urilint twice through a GOCACHEPROG remote cache (fetches go-tool-cache from the module proxy)")

// goToolCache is the cache program README's monorepo section uses.
const goToolCache = "github.com/bradfitz/go-tool-cache/cmd/go-cacher@v0.0.0-20260722201841-0bb331e19f64"

// TestRemoteCache runs go vet -vettool=urilint on the known module from
// two empty GOCACHEs that share only a cache server on loopback, as two
// CI machines would, and checks that the second run analyzes nothing and
// prints the same findings.
func TestRemoteCache(t *testing.T) {
	if !*remoteCache {
		t.Skip("needs -remotecache")
	}
	bin := t.TempDir()
	install := exec.Command("go", "install", goToolCache, strings.Replace(goToolCache, "/go-cacher@", "/go-cacher-server@", 1))
	install.Env = append(os.Environ(), "GOBIN="+bin, "GOFLAGS=")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	urilint, err := exec.LookPath("urilint")
	if err != nil {
		t.Fatal(err)
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	server := exec.Command(filepath.Join(bin, "go-cacher-server"), "--cache-dir="+t.TempDir(), "--listen="+addr)
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = server.Process.Kill()
		_ = server.Wait() // killed: its status says nothing
	})
	for range 50 {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			break
		}
		time.Sleep(100 * time.Millisecond)
	}

	mod := t.TempDir()
	for name, content := range knownModule {
		writeTestFile(t, filepath.Join(mod, name), content)
	}
	toolRun := regexp.MustCompile(`(?m)^.*` + regexp.QuoteMeta(urilint) + ` .*vet\.cfg$`)
	compile := regexp.MustCompile(`(?m)/compile `)
	finding := regexp.MustCompile(`(?m)^main\.go:\d+:\d+: .*$`)
	var findings [2][]string
	for i := range 2 {
		vet := exec.Command("go", "vet", "-x", "-vettool="+urilint, "./...")
		vet.Dir = mod
		vet.Env = append(os.Environ(), "GOCACHE="+t.TempDir(), "GOFLAGS=-mod=mod",
			fmt.Sprintf("GOCACHEPROG=%s --cache-dir=%s --cache-server=http://%s", filepath.Join(bin, "go-cacher"), t.TempDir(), addr))
		start := time.Now()
		out, _ := vet.CombinedOutput() // status 1: the findings
		runs, compiles := len(toolRun.FindAll(out, -1)), len(compile.FindAll(out, -1))
		// The go command prints vet's findings check by check, in map order.
		findings[i] = finding.FindAllString(string(out), -1)
		slices.Sort(findings[i])
		t.Logf("run %d: %v, %d analyses, %d compiles, %d findings", i+1, time.Since(start).Round(time.Millisecond), runs, compiles, len(findings[i]))
		switch {
		case i == 0 && (runs == 0 || len(findings[i]) == 0):
			t.Fatalf("first run analyzed nothing or found nothing:\n%s", out)
		case i == 1 && (runs > 0 || compiles > 0):
			t.Errorf("second run analyzed %d packages and compiled %d; want all from the remote cache", runs, compiles)
		}
	}
	if strings.Join(findings[0], "\n") != strings.Join(findings[1], "\n") {
		t.Errorf("findings differ:\nfirst:\n%s\nsecond:\n%s", strings.Join(findings[0], "\n"), strings.Join(findings[1], "\n"))
	}
}
