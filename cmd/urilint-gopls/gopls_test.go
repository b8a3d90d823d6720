package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestGopls builds gopls with urilint's checks, runs it as a language
// server on a small module, and checks what an editor would see: the
// diagnostics, the quick fix, and the "analyses" setting turning a check
// off.
func TestGopls(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gopls")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	// A temporary directory of its own: nothing shared with other
	// processes on the machine.
	t.Setenv("TMPDIR", t.TempDir())
	gopls := filepath.Join(t.TempDir(), Name)
	start := time.Now()
	if _, err := Build(Options{Out: gopls, URILintDir: "../.."}); err != nil {
		t.Fatal(err)
	}
	t.Logf("built gopls with urilint in %v", time.Since(start).Round(time.Second))

	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/m\n\ngo 1.26\n")
	const src = `package main

import "net/http"

func main() {
	http.Get("HTTP://example.com/")
	http.Get("http://example.com:80/")
	http.Get("http://api.ipify.org/")
}
`
	writeFile(t, filepath.Join(dir, "main.go"), src)
	fileURI := "file://" + filepath.ToSlash(filepath.Join(dir, "main.go"))

	t.Run("diagnostics and quick fix", func(t *testing.T) {
		s := startServer(t, gopls, dir, nil)
		s.open(fileURI, src)
		diags := s.waitDiagnostics(fileURI, "schemecase")
		d := find(diags, "schemecase")
		if d == nil || !strings.Contains(d.Message, `scheme "HTTP" of "HTTP://example.com/" is not lowercase`) {
			t.Fatalf("no schemecase diagnostic in %+v", diags)
		}
		if d.Range.Start.Line != 5 || d.Range.Start.Character != 11 {
			t.Errorf("schemecase diagnostic at %+v, want line 5 (0-based), character 11", d.Range.Start)
		}
		actions := s.codeActions(fileURI, d)
		var titles []string
		for _, a := range actions {
			titles = append(titles, a.Title)
			if a.Title == "Lowercase the scheme" {
				if b, _ := json.Marshal(a); a.Command == nil && !strings.Contains(string(b), `"newText":"http"`) {
					t.Errorf("quick fix %s has no edit to \"http\": %s", a.Title, b)
				}
				return
			}
		}
		t.Errorf("no \"Lowercase the scheme\" quick fix among %q", titles)
	})

	t.Run("no password", func(t *testing.T) {
		s := startServer(t, gopls, dir, nil)
		const secret = "s3cret-gopls"
		src := "package main\n\nimport \"net/http\"\n\nfunc fetch() {\n\thttp.Get(\"HTTPS://bob:" + secret + "@example.com/a/../b\")\n}\n"
		uri := "file://" + filepath.ToSlash(filepath.Join(dir, "pw.go"))
		writeFile(t, filepath.Join(dir, "pw.go"), src)
		s.open(uri, src)
		diags := s.waitDiagnostics(uri, "credentials")
		for _, source := range []string{"credentials", "schemecase", "dotsegment"} {
			d := find(diags, source)
			if d == nil {
				t.Errorf("no %s diagnostic in %+v", source, diags)
				continue
			}
			s.codeActions(uri, d)
		}
		if raw := s.received(); strings.Contains(raw, secret) {
			t.Errorf("gopls sent the password:\n%s", raw)
		}
	})

	t.Run("version names the build", func(t *testing.T) {
		out, err := exec.Command(gopls, "version").CombinedOutput()
		if err != nil || !strings.Contains(string(out), GoplsVersion+"+urilint-") {
			t.Errorf("gopls version: %v\n%s", err, out)
		}
	})

	t.Run("a check off by default is off, until analyses turns it on", func(t *testing.T) {
		s := startServer(t, gopls, dir, nil)
		s.open(fileURI, src)
		if d := find(s.waitDiagnostics(fileURI, "port"), "plainhttp"); d != nil {
			t.Errorf("plainhttp reported though off by default: %+v", d)
		}
		s = startServer(t, gopls, dir, map[string]any{"analyses": map[string]bool{"plainhttp": true}})
		s.open(fileURI, src)
		s.waitDiagnostics(fileURI, "plainhttp")
	})

	t.Run("URILINT_FLAGS configures the checks", func(t *testing.T) {
		t.Setenv("URILINT_FLAGS", "-port=false")
		s := startServer(t, gopls, dir, nil)
		s.open(fileURI, src)
		if d := find(s.waitDiagnostics(fileURI, "schemecase"), "port"); d != nil {
			t.Errorf("port reported though URILINT_FLAGS turned it off: %+v", d)
		}
	})

	t.Run("analyses setting turns a check off", func(t *testing.T) {
		s := startServer(t, gopls, dir, map[string]any{"analyses": map[string]bool{"schemecase": false}})
		s.open(fileURI, src)
		diags := s.waitDiagnostics(fileURI, "port")
		if d := find(diags, "schemecase"); d != nil {
			t.Errorf("schemecase reported though turned off: %+v", d)
		}
	})
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

type position struct{ Line, Character int }

type diagnostic struct {
	Range struct {
		Start position `json:"start"`
		End   position `json:"end"`
	} `json:"range"`
	Source  string `json:"source"`
	Message string `json:"message"`
	Code    any    `json:"code,omitempty"`
	Data    any    `json:"data,omitempty"`
}

type codeAction struct {
	Title   string `json:"title"`
	Kind    string `json:"kind"`
	Edit    any    `json:"edit"`
	Command any    `json:"command"`
}

func find(diags []diagnostic, source string) *diagnostic {
	for i := range diags {
		if diags[i].Source == source {
			return &diags[i]
		}
	}
	return nil
}

// server is a minimal LSP client of one gopls process: JSON-RPC 2.0
// messages framed by Content-Length headers over its standard streams.
type server struct {
	t     *testing.T
	w     io.Writer
	raw   bytes.Buffer // every byte gopls wrote, stdout and stderr, under mu
	mu    sync.Mutex
	id    int
	resps map[int]chan json.RawMessage
	diags chan publish
}

type publish struct {
	URI         string       `json:"uri"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

func startServer(t *testing.T, gopls, dir string, options map[string]any) *server {
	t.Helper()
	cmd := exec.Command(gopls)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	s := &server{t: t, w: stdin, resps: make(map[int]chan json.RawMessage), diags: make(chan publish, 100)}
	cmd.Stderr = lockedWriter{&s.mu, &s.raw}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go s.readLoop(bufio.NewReader(io.TeeReader(stdout, lockedWriter{&s.mu, &s.raw})))
	t.Cleanup(func() {
		s.call("shutdown", nil)
		s.notify("exit", nil)
		stdin.Close()
		done := make(chan struct{})
		go func() {
			_ = cmd.Wait() // how gopls exits is not under test
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
	})
	rootURI := "file://" + filepath.ToSlash(dir)
	s.call("initialize", map[string]any{
		"processId":        os.Getpid(),
		"rootUri":          rootURI,
		"workspaceFolders": []any{map[string]any{"uri": rootURI, "name": "m"}},
		"capabilities": map[string]any{
			"textDocument": map[string]any{
				"publishDiagnostics": map[string]any{},
				"codeAction": map[string]any{
					"codeActionLiteralSupport": map[string]any{
						"codeActionKind": map[string]any{"valueSet": []string{"quickfix", "source.fixAll"}},
					},
				},
			},
			"workspace": map[string]any{"workspaceFolders": true},
		},
		"initializationOptions": options,
	})
	s.notify("initialized", map[string]any{})
	return s
}

// received returns every byte gopls wrote so far.
func (s *server) received() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.raw.String()
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (s *server) write(msg map[string]any) {
	msg["jsonrpc"] = "2.0"
	body, err := json.Marshal(msg)
	if err != nil {
		s.t.Fatal(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n%s", len(body), body)
}

func (s *server) notify(method string, params any) {
	s.write(map[string]any{"method": method, "params": params})
}

// call sends a request and waits for its result.
func (s *server) call(method string, params any) json.RawMessage {
	s.mu.Lock()
	s.id++
	id := s.id
	ch := make(chan json.RawMessage, 1)
	s.resps[id] = ch
	s.mu.Unlock()
	s.write(map[string]any{"id": id, "method": method, "params": params})
	select {
	case r := <-ch:
		return r
	case <-time.After(3 * time.Minute):
		s.t.Fatalf("no answer to %s", method)
		return nil
	}
}

func (s *server) readLoop(r *bufio.Reader) {
	for {
		n := -1
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			return
		}
		var msg struct {
			ID     *json.RawMessage `json:"id"`
			Method string           `json:"method"`
			Params json.RawMessage  `json:"params"`
			Result json.RawMessage  `json:"result"`
		}
		if json.Unmarshal(body, &msg) != nil {
			continue
		}
		switch {
		case msg.Method == "textDocument/publishDiagnostics":
			var p publish
			if json.Unmarshal(msg.Params, &p) == nil {
				s.diags <- p
			}
		case msg.Method != "" && msg.ID != nil:
			// A request from the server (registerCapability, progress):
			// an empty answer does.
			s.write(map[string]any{"id": msg.ID, "result": nil})
		case msg.ID != nil:
			id, _ := strconv.Atoi(string(*msg.ID))
			s.mu.Lock()
			ch := s.resps[id]
			s.mu.Unlock()
			if ch != nil {
				ch <- msg.Result
			}
		}
	}
}

func (s *server) open(uri, text string) {
	s.notify("textDocument/didOpen", map[string]any{
		"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": text},
	})
}

// waitDiagnostics returns the first diagnostics published for uri that
// include one from the analyzer source.
func (s *server) waitDiagnostics(uri, source string) []diagnostic {
	timeout := time.After(3 * time.Minute)
	var last []diagnostic
	for {
		select {
		case p := <-s.diags:
			if !sameFile(p.URI, uri) {
				continue
			}
			last = p.Diagnostics
			if find(p.Diagnostics, source) != nil {
				return p.Diagnostics
			}
		case <-timeout:
			s.t.Fatalf("no %s diagnostic published for %s; last: %+v", source, uri, last)
		}
	}
}

func sameFile(a, b string) bool {
	pa, _ := url.PathUnescape(strings.TrimPrefix(a, "file://"))
	pb, _ := url.PathUnescape(strings.TrimPrefix(b, "file://"))
	ra, _ := filepath.EvalSymlinks(pa)
	rb, _ := filepath.EvalSymlinks(pb)
	return ra == rb
}

func (s *server) codeActions(uri string, d *diagnostic) []codeAction {
	res := s.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        d.Range,
		"context":      map[string]any{"diagnostics": []any{d}, "only": []string{"quickfix"}},
	})
	var actions []codeAction
	if err := json.Unmarshal(res, &actions); err != nil {
		s.t.Fatalf("codeAction result %s: %v", res, err)
	}
	return actions
}
