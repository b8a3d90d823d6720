package xmpp

import (
	"encoding/xml"
	"testing"
)

type anyElem struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
}

func mustUnmarshal(t *testing.T, s string) {
	var v anyElem
	if err := xml.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
}

// Source: gosrc.io/xmpp/stanza/commands_test.go:10 (plainhttp: an XML namespace name inside a stanza, never fetched)
func TestMarshalCommands(t *testing.T) {
	mustUnmarshal(t, "<command xmlns=\"http://jabber.org/protocol/commands\" node=\"list\" status=\"completed\"></command>") // lookalike
}

// Source: gosrc.io/xmpp/stanza/msg_html_test.go:21 (plainhttp: XML namespace names inside a stanza, never fetched)
func TestHTMLGen(t *testing.T) {
	mustUnmarshal(t, `<message to="test@localhost"><html xmlns="http://jabber.org/protocol/xhtml-im"><body xmlns="http://www.w3.org/1999/xhtml"><p>Hello</p></body></html></message>`) // lookalike
}

// Source: gosrc.io/xmpp/stanza/pres_muc_test.go:38 (plainhttp: an XML namespace name inside a presence stanza, never fetched)
func TestMucHistory(t *testing.T) {
	mustUnmarshal(t, `<presence id='n13mt3l'><x xmlns='http://jabber.org/protocol/muc'><history maxstanzas='20'/></x></presence>`) // lookalike
}

// Source: gosrc.io/xmpp/stanza/pubsub_owner_test.go:237 (plainhttp: an XML namespace name in the expected request, never fetched)
func TestNewDelNode(t *testing.T) {
	mustUnmarshal(t, "<iq type=\"set\" id=\"delete1\"><pubsub xmlns=\"http://jabber.org/protocol/pubsub#owner\"><delete node=\"princely_musings\"></delete></pubsub></iq>") // lookalike
}

// Source: gosrc.io/xmpp/stanza/pubsub_owner_test.go:426 (syntax: a namespace URI inside failure-message prose, rule 4)
func TestGetPendingNode(t *testing.T) {
	node := "get-pending"
	if node != "get-pending" {
		t.Fatalf("command node should be http://jabber.org/protocol/pubsub#get-pending !") // lookalike
	}
}

// Source: gosrc.io/xmpp/stanza/pubsub_owner_test.go:522 (plainhttp: an XML namespace name in the expected request, never fetched)
func TestNewSubListRqPl(t *testing.T) {
	mustUnmarshal(t, "<iq type=\"get\" id=\"subman1\"><pubsub xmlns=\"http://jabber.org/protocol/pubsub#owner\"><subscriptions node=\"princely_musings\"></subscriptions></pubsub></iq>") // lookalike
}

// Source: gosrc.io/xmpp/stanza/pubsub_test.go:35 (plainhttp: an XML namespace name in the expected request, never fetched)
func TestNewSubRequest(t *testing.T) {
	mustUnmarshal(t, "<iq type=\"set\" id=\"sub1\"><pubsub xmlns=\"http://jabber.org/protocol/pubsub\"><subscribe node=\"princely_musings\"></subscribe></pubsub></iq>") // lookalike
}

// Source: gosrc.io/xmpp/stanza/pubsub_test.go:351 (plainhttp: an XML namespace name in a canned server response, never fetched)
func TestNewSubAndConfigResp(t *testing.T) {
	mustUnmarshal(t, `<iq type="result" id="sub1"><pubsub xmlns="http://jabber.org/protocol/pubsub"><subscription node="princely_musings" subscription="subscribed"/></pubsub></iq>`) // lookalike
}

// Source: gosrc.io/xmpp/stanza/pubsub_test.go:796 (plainhttp: an XML namespace name in the expected request, never fetched)
func TestNewRetrieveAllSubsRequest(t *testing.T) {
	mustUnmarshal(t, "<iq type=\"get\" id=\"subscriptions1\"><pubsub xmlns=\"http://jabber.org/protocol/pubsub\"><subscriptions></subscriptions></pubsub></iq>") // lookalike
}

// Source: gosrc.io/xmpp/stanza/msg_pubsub_event_test.go:124 (plainhttp: denmark.lit is the example domain of the XEP documents, an expected attribute value in a decoding test)
func TestDecodeMsgEvent(t *testing.T) {
	want := xml.Attr{Name: xml.Name{Local: "href"}, Value: "http://denmark.lit/2003/12/13/atom03"} // lookalike
	if want.Name.Local != "href" {
		t.Fatal("bad attr")
	}
}
