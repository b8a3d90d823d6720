package gogit

import "testing"

func TestPushInvalidEndpoint(t *testing.T) {
	// Source: github.com/go-git/go-git/v5/remote_test.go:1181 (syntax: backslash host in TestPushInvalidEndpoint which expects an invalid-character error (rules 2a, 2b).)
	r := NewRemote(&RemoteConfig{Name: "foo", URLs: []string{"http://\\"}}) // lookalike
	if err := r.Push(); err == nil {
		t.Fatal("expected an invalid character error")
	}
}

func TestCreateRemoteAnonymous(t *testing.T) {
	r := &Repository{}
	remote, err := r.CreateRemoteAnonymous(&RemoteConfig{
		Name: "anonymous",
		// Source: github.com/go-git/go-git/v5/repository_test.go:359 (plainhttp: single-label host that is no public Internet host and is never fetched.)
		URLs: []string{"http://foo/foo.git"}, // lookalike
	})
	if err != nil || remote == nil {
		t.Fatal(err)
	}
}

func TestPlainCloneSharedHttpShouldReturnError(t *testing.T) {
	dir := t.TempDir()
	// Source: github.com/go-git/go-git/v5/repository_test.go:970 (plainhttp: the test expects the clone to fail with ErrAlternatePathNotSupported (rule 2a) and the host is no public Internet host.)
	remote := "http://somerepo" // lookalike
	_, err := PlainClone(dir, &CloneOptions{URL: remote, Shared: true})
	if err != ErrAlternatePathNotSupported {
		t.Fatal(err)
	}
}
