package notation

// Stand-ins for cobra, notation-go and the e2e harness (ginkgo, utils.ExecOpts).

import "errors"

// Command stands in for cobra.Command.
type Command struct {
	Use   string
	Short string
	Long  string
	RunE  func(cmd *Command, args []string) error
}

// Payload stands in for signature.Payload.
type Payload struct {
	ContentType string
	Content     []byte
}

// Descriptor stands in for ocispec.Descriptor.
type Descriptor struct {
	MediaType string   `json:"mediaType"`
	Size      int64    `json:"size"`
	Digest    string   `json:"digest"`
	URLs      []string `json:"urls,omitempty"`
}

// MediaTypePayloadV1 is the supported payload content type.
const MediaTypePayloadV1 = "application/vnd.cncf.notary.payload.v1+json"

var errNotImplemented = errors.New("not implemented")

// Describe, It, BeforeEach, Skip and Fail stand in for ginkgo.
func Describe(text string, body func()) bool { body(); return true }
func It(text string, body func())            { body() }
func BeforeEach(body func())                 { body() }
func Skip(message string)                    {}
func Fail(message string)                    { panic(message) }

// ExecOpts stands in for utils.ExecOpts, which runs the notation binary.
type ExecOpts struct{ wantFailure bool }

// Matcher stands in for the output matcher returned by Exec.
type Matcher struct{}

func (o *ExecOpts) ExpectFailure() *ExecOpts                   { o.wantFailure = true; return o }
func (o *ExecOpts) Exec(args ...string) *Matcher               { return &Matcher{} }
func (m *Matcher) MatchKeyWords(words ...string) *Matcher      { return m }
func (m *Matcher) MatchErrKeyWords(words ...string) *Matcher   { return m }
func (m *Matcher) NoMatchErrKeyWords(words ...string) *Matcher { return m }
func (m *Matcher) MatchErrContent(content string) *Matcher     { return m }

// VirtualHost stands in for utils.VirtualHost.
type VirtualHost struct{}

// Option stands in for utils.HostOption.
type Option struct{}

func BaseOptions() []Option { return nil }
func CRLOptions() []Option  { return nil }
func OCSPOptions() []Option { return nil }

// Registry and Artifact stand in for the e2e registry helpers.
type Registry struct {
	Host       string
	DomainHost string
}

var TestRegistry = Registry{}

type Artifact struct {
	*Registry
	Repo   string
	Digest string
}

func (r *Artifact) ReferenceWithDigest() string { return r.Host + "/" + r.Repo + "@" + r.Digest }

func Host(opts []Option, fn func(notation *ExecOpts, artifact *Artifact, vhost *VirtualHost)) {
	fn(&ExecOpts{}, &Artifact{Registry: &TestRegistry}, &VirtualHost{})
}

func HostWithBlob(opts []Option, fn func(notation *ExecOpts, blobPath string, vhost *VirtualHost)) {
	fn(&ExecOpts{}, "blob.txt", &VirtualHost{})
}

var NotationE2EConfigPath string

const (
	SignSuccessfully   = "Successfully signed"
	VerifySuccessfully = "Successfully verified"
	VerifyFailed       = "signature verification failed"
)
