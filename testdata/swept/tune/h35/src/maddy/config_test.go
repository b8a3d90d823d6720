package maddy

import "testing"

// configT is the integration test harness: it writes maddy config text.
type configT struct {
	tb    testing.TB
	cfg   string
	ports map[string]uint16
}

func newT(tb testing.TB) *configT { return &configT{tb: tb, ports: map[string]uint16{}} }

// Port reserves a port exported to the config as TEST_PORT_name.
func (t *configT) Port(name string) uint16 {
	t.ports[name] = uint16(len(t.ports) + 10000)
	return t.ports[name]
}

// Config sets the config text; {env:X} placeholders are substituted before parsing.
func (t *configT) Config(cfg string) { t.cfg = cfg }

// Source: github.com/foxcpp/maddy/tests/basic_test.go:40 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestBasic(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/imap_test.go:64 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestIMAPEndpointStorageMap(tt *testing.T) {
	t := newT(tt)
	t.Port("imap")
	t.Config("\n" +
		"\t\tstorage.imapsql test_store {\n\t\t\tdriver sqlite3\n\t\t}\n" +
		"\t\timap tcp://127.0.0.1:{env:TEST_PORT_imap} {\n" + // lookalike
		"\t\t\ttls off\n" +
		"\t\t\tstorage_map email_localpart\n" +
		"\t\t\tauth_map email_localpart\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/imapsql_test.go:205 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestImapsqlAuthMap(tt *testing.T) {
	t := newT(tt)
	t.Port("imap")
	t.Config("\n" +
		"\t\tstorage.imapsql test_store {\n\t\t\tauth_normalize precis\n\t\t}\n" +
		"\t\timap tcp://127.0.0.1:{env:TEST_PORT_imap} {\n" + // lookalike
		"\t\t\ttls off\n" +
		"\t\t\tauth dummy\n" +
		"\t\t\tstorage &test_store\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/limits_test.go:72 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestPerIPConcurrency(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tlimits {\n\t\t\t\tip concurrency 1\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/lmtp_test.go:143 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestLMTPClientIssue308(tt *testing.T) {
	t := newT(tt)
	t.Port("target")
	t.Config("\n" +
		"\t\thostname mx.maddy.test\n\t\ttls off\n\t\ttarget.lmtp local_mailboxes {\n" +
		"\t\t\ttargets tcp://127.0.0.1:{env:TEST_PORT_target}\n" + // lookalike
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/replace_addr_test.go:65 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestReplaceAddrRcpt(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\thostname mx.maddy.test\n\t\ttls off\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\tmodify {\n\t\t\t\treplace_rcpt static {\n\t\t\t\t\tentry a@maddy.test b@maddy.test\n\t\t\t\t}\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/replace_addr_test.go:194 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestReplaceAddrSender(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\thostname mx.maddy.test\n\t\ttls off\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\tmodify {\n\t\t\t\tmodify.replace_sender static {\n\t\t\t\t\tentry a@maddy.test b@maddy.test\n\t\t\t\t}\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/smtp_autobuffer_test.go:226 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestSMTPEndpointAutobuffer(tt *testing.T) {
	t := newT(tt)
	t.Port("imap")
	t.Config("\n" +
		"\t\tstorage.imapsql test_store {\n\t\t\tdriver sqlite3\n\t\t}\n" +
		"\t\timap tcp://127.0.0.1:{env:TEST_PORT_imap} {\n" + // lookalike
		"\t\t\ttls off\n" +
		"\t\t\tauth dummy\n" +
		"\t\t\tstorage &test_store\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/smtp_test.go:126 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestProxyProtocolUntrustedSource(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tproxy_protocol {\n\t\t\t\ttrust fe80::bad/128\n\t\t\t\ttls off\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/smtp_test.go:361 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestDNSBLConfig(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tcheck {\n\t\t\t\tdnsbl {\n\t\t\t\t\treject_threshold 1\n\t\t\t\t}\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/smtp_test.go:523 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestCheckCommand(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tcheck {\n\t\t\t\tcommand {env:TEST_PWD}/testdata/check_command.sh {sender} {\n\t\t\t\t\tcode 12 reject\n\t\t\t\t}\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/stress_test.go:88 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestSMTPFloodFullMsgNoLimits10Conns(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}

// Source: github.com/foxcpp/maddy/tests/stress_test.go:237 (syntax: endpoint inside maddy config text with an {env:TEST_PORT_x} placeholder substituted before parsing; config text, not a URI; uniform sample 17 of 51.)
func TestSMTPFloodFullMsgRatelimitedPerSource(tt *testing.T) {
	t := newT(tt)
	t.Port("smtp")
	t.Config("\n" +
		"\t\tsmtp tcp://127.0.0.1:{env:TEST_PORT_smtp} {\n" + // lookalike
		"\t\t\thostname mx.maddy.test\n" +
		"\t\t\ttls off\n" +
		"\t\t\tdefer_sender_reject false\n" +
		"\t\t\tlimits {\n\t\t\t\tsource rate 10 1s\n\t\t\t}\n" +
		"\t\t\tdeliver_to dummy\n" +
		"\t\t}")
}
